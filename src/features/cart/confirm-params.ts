// Every choice of the confirm page lives in its address (lines, address, services, coupon, points), so a
// trip to top up the wallet and back, a reload or a shared link keep the cart and the choices as they were.
import { constants } from '../../../generated/constants';

export interface CheckoutChoices {
  addressId?: number;
  services: readonly string[];
  couponId?: number;
  points?: number;
}

const serviceIds = new Set<string>(constants.fees.services.map((s) => s.id));

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

export function readLineIds(search: URLSearchParams): number[] {
  const ids = (search.get('lines') ?? '').split(',').map((v) => positiveInt(v.trim())).filter((n): n is number => n !== undefined);
  return [...new Set(ids)].slice(0, constants.checkout.maxLines);
}

export function readChoices(search: URLSearchParams): CheckoutChoices {
  const services = (search.get('services') ?? '').split(',').filter((id) => serviceIds.has(id));
  const points = search.get('points');
  return {
    addressId: positiveInt(search.get('address')),
    services: [...new Set(services)],
    couponId: positiveInt(search.get('coupon')),
    points: points === null || !/^\d{1,9}$/.test(points) ? undefined : Number(points),
  };
}

/** The query with these choices; keys of other values (the lines, anybuy's item) are kept as they are. */
export function withChoices(search: URLSearchParams, choices: CheckoutChoices): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | number | undefined) => {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  };
  set('address', choices.addressId);
  set('services', choices.services.join(','));
  set('coupon', choices.couponId);
  set('points', choices.points || undefined);
  return next;
}
