import type { CalcForm } from '../../lib/landed-cost';
import { yenCurrency } from '../../lib/landed-cost';
import { parsePrice } from '../../lib/price';
import type { LandedCostParams } from '../../lib/queries/shipping';
import { maxOf } from '../../lib/api/limits';

export const maxWeightKg = maxOf('Sig.Front.Front.CalcLandedCost', 'weightGrams') / 1000;
export const maxSideCm = maxOf('Sig.Front.Front.CalcLandedCost', 'lengthCm');
// No single listing costs more; larger numbers are typing slips.
export const maxPriceYen = 100_000_000;

export type CalcField = 'price' | 'shipping' | 'weight' | 'length' | 'width' | 'height' | 'country';
export type CalcError = 'required' | 'notNumber' | 'positive' | 'tooLarge' | 'maxWeight' | 'maxSide' | 'allSides' | 'noRate';

export interface CalcCheck {
  /** The call's parameters, or null while any field is wrong or missing. */
  params: LandedCostParams | null;
  errors: Partial<Record<CalcField, CalcError>>;
  /** The price in yen, when it could be read (shown beside a price typed in another currency). */
  priceYen: number | null;
}

/** A number typed by the shopper ("1,200", "1.5"), or an error. */
function number(text: string, { allowZero = false } = {}): number | CalcError {
  if (!text.trim()) return 'required';
  const n = parsePrice(text, { allowZero: true });
  if (n === '') return 'notNumber';
  if (n < 0 || (n === 0 && !allowZero)) return 'positive';
  return n;
}

/**
 * Checks the calculator's form. `rate` converts the shopper's currency into yen (yen × rate = amount), needed
 * only when the price was typed in that currency. Services not in `knownServices` are dropped.
 */
export function checkCalc(
  form: CalcForm,
  country: string | null,
  rate: number | null,
  knownServices: readonly string[],
): CalcCheck {
  const errors: CalcCheck['errors'] = {};

  let priceYen: number | null = null;
  const price = number(form.price);
  if (typeof price === 'string') errors.price = price;
  else if (form.currency !== yenCurrency && !(rate && rate > 0)) errors.price = 'noRate';
  else {
    priceYen = Math.round(form.currency === yenCurrency ? price : price / rate!);
    if (priceYen < 1) errors.price = 'positive';
    else if (priceYen > maxPriceYen) errors.price = 'tooLarge';
  }

  let shippingYen = 0;
  if (form.shipping.trim()) {
    const shipping = number(form.shipping, { allowZero: true });
    if (typeof shipping === 'string') errors.shipping = shipping;
    else if (shipping > maxPriceYen) errors.shipping = 'tooLarge';
    else shippingYen = Math.round(shipping);
  }

  let weightGrams = 0;
  const weight = number(form.weight);
  if (typeof weight === 'string') errors.weight = weight;
  else if (weight > maxWeightKg) errors.weight = 'maxWeight';
  else weightGrams = Math.max(1, Math.round(weight * 1000));

  const sides = { length: form.length, width: form.width, height: form.height };
  const anySide = Object.values(sides).some((v) => v.trim());
  const cm: Partial<Record<'length' | 'width' | 'height', number>> = {};
  if (anySide) {
    for (const [field, text] of Object.entries(sides) as ['length' | 'width' | 'height', string][]) {
      const side = number(text);
      if (side === 'required') errors[field] = 'allSides';
      else if (typeof side === 'string') errors[field] = side;
      else if (side > maxSideCm) errors[field] = 'maxSide';
      // Carriers measure in whole centimetres, rounding up.
      else cm[field] = Math.ceil(side);
    }
  }

  if (!country) errors.country = 'required';

  if (Object.keys(errors).length > 0 || priceYen === null || !country) return { params: null, errors, priceYen };
  const services = form.services.filter((s) => knownServices.includes(s));
  return {
    params: {
      priceYen,
      domesticShippingYen: shippingYen,
      weightGrams,
      country,
      ...(anySide ? { lengthCm: cm.length!, widthCm: cm.width!, heightCm: cm.height! } : {}),
      ...(services.length ? { services: services.join(',') } : {}),
    },
    errors,
    priceYen,
  };
}

/** Volumetric weight in grams for a method that counts it, or null when it does not apply to this parcel. */
export function volumetricGrams(
  sides: { lengthCm?: number; widthCm?: number; heightCm?: number },
  method: { volumetricDivisor?: number | null; volumetricMinSideCm?: number | null },
): number | null {
  const { lengthCm: l, widthCm: w, heightCm: h } = sides;
  if (!l || !w || !h || !method.volumetricDivisor) return null;
  // EMS counts volume only for parcels with a side above its threshold.
  if (method.volumetricMinSideCm && Math.max(l, w, h) <= method.volumetricMinSideCm) return null;
  return Math.ceil(((l * w * h) / method.volumetricDivisor) * 1000);
}
