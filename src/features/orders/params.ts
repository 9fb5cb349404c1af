import { type OrderGroup, isOrderGroup } from '../../../generated/orders';

/** A positive whole number from an address, or null (a missing or mangled id is "not found"). */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** The tab of /personal/order/:type; an unknown name is null (the route answers 404). */
export const groupParam = (value: string | undefined): OrderGroup | null => (isOrderGroup(value) ? value : null);
