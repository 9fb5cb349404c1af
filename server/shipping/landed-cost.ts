// The landed cost of one item in one parcel (domain notes, "Money and fees" and "International
// shipping"): pure rules over the constants and a destination's rates, so they can be tested by table.
// Two payments: the first (item, proxy fee, domestic shipping, services) at order placement; international
// shipping once the parcel is weighed at the warehouse.
import type { LandedCost, MethodQuote } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';

export type MethodRule = (typeof constants.shipping.methods)[number];
export type ServiceRule = (typeof constants.fees.services)[number];
export type UnavailableReason = NonNullable<MethodQuote['reason']>;

/** A destination's price for one method: the first band, then each further band begun. */
export interface Rate {
  firstYen: number;
  stepYen: number;
}

/** What the destination country allows: rates by method (none: the method does not go there) and suspended methods. */
export interface Route {
  rates: ReadonlyMap<string, Rate>;
  suspended: ReadonlySet<string>;
}

export interface Dimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface Parcel {
  weightGrams: number;
  dimensions: Dimensions | null;
}

export interface LandedCostInput {
  priceYen: number;
  domesticYen: number;
  parcel: Parcel;
  /** Service ids, already checked with serviceProblem(). */
  services: readonly string[];
  route: Route;
  /** The shopper's membership level discount on the proxy fee (percent); none for a visitor. */
  feeDiscountPercent?: number;
}

export interface Rules {
  proxyFee: readonly { fromYen: number; yen: number }[];
  services: readonly ServiceRule[];
  methods: readonly MethodRule[];
  firstBandGrams: number;
  stepGrams: number;
}

export const defaultRules: Rules = {
  proxyFee: constants.fees.proxyFee,
  services: constants.fees.services,
  methods: constants.shipping.methods,
  firstBandGrams: constants.shipping.firstBandGrams,
  stepGrams: constants.shipping.stepGrams,
};

/** The last band whose threshold the value reaches (bands start at 0 and rise). */
function bandOf<B>(bands: readonly B[], reached: (band: B) => boolean): B {
  let chosen = bands[0] as B;
  for (const band of bands) if (reached(band)) chosen = band;
  return chosen;
}

/** A proxy fee after a membership level's discount, rounded down to whole yen in the shopper's favour. */
export const discountedFee = (feeYen: number, percent: number) => feeYen - Math.ceil((feeYen * percent) / 100);

export function proxyFeeYen(priceYen: number, rules: Pick<Rules, 'proxyFee'> = defaultRules): number {
  return bandOf(rules.proxyFee, (b) => priceYen >= b.fromYen).yen;
}

export type ServiceProblem = { id: string; kind: 'unknown' } | { id: string; kind: 'tooHeavy'; maxGrams: number };

/** Why the chosen services cannot be priced for this parcel, or null. */
export function serviceProblem(ids: readonly string[], weightGrams: number, rules: Pick<Rules, 'services'> = defaultRules): ServiceProblem | null {
  for (const id of ids) {
    const rule = rules.services.find((s) => s.id === id);
    if (!rule) return { id, kind: 'unknown' };
    if (rule.maxGrams !== null && weightGrams > rule.maxGrams) return { id, kind: 'tooHeavy', maxGrams: rule.maxGrams };
  }
  return null;
}

/** One item in one parcel: a per-item service is charged once, like a per-order one. */
export function servicesYen(ids: readonly string[], weightGrams: number, rules: Pick<Rules, 'services'> = defaultRules): number {
  let total = 0;
  for (const id of new Set(ids)) {
    const rule = rules.services.find((s) => s.id === id);
    if (rule) total += bandOf<{ fromGrams: number; yen: number }>(rule.bands, (b) => weightGrams >= b.fromGrams).yen;
  }
  return total;
}

const sidesOf = (d: Dimensions) => [d.lengthCm, d.widthCm, d.heightCm].sort((a, b) => b - a) as [number, number, number];

/** max(actual, volumetric), in whole grams; without a divisor (postal lines) or dimensions, the actual weight. */
export function chargeableGrams(method: MethodRule, parcel: Parcel): number {
  const d = parcel.dimensions;
  if (!d || method.volumetricDivisor === null) return parcel.weightGrams;
  const sides = sidesOf(d);
  if (method.volumetricMinSideCm !== null && sides[0] <= method.volumetricMinSideCm) return parcel.weightGrams;
  // L × W × H / divisor is kilograms; × 1000 for grams, rounded up as carriers do.
  const volumetric = Math.ceil((sides[0] * sides[1] * sides[2] * 1000) / method.volumetricDivisor);
  return Math.max(parcel.weightGrams, volumetric);
}

export function fitsSize(method: MethodRule, dimensions: Dimensions | null): boolean {
  if (!dimensions) return true;
  const [longest, second, third] = sidesOf(dimensions);
  if (method.maxSideCm !== null && longest > method.maxSideCm) return false;
  if (method.maxLengthGirthCm !== null && longest + 2 * (second + third) > method.maxLengthGirthCm) return false;
  if (method.maxSumCm !== null && longest + second + third > method.maxSumCm) return false;
  return true;
}

export function bandedYen(rate: Rate, grams: number, rules: Pick<Rules, 'firstBandGrams' | 'stepGrams'> = defaultRules): number {
  const extraBands = Math.max(0, Math.ceil((grams - rules.firstBandGrams) / rules.stepGrams));
  return rate.firstYen + extraBands * rate.stepYen;
}

function unavailableReason(method: MethodRule, parcel: Parcel, route: Route): UnavailableReason | null {
  // The destination first: a shopper can repack a parcel, not move house.
  if (!route.rates.has(method.id)) return 'noRoute';
  if (route.suspended.has(method.id)) return 'suspended';
  if (parcel.weightGrams > method.maxKg * 1000) return 'overweight';
  if (!fitsSize(method, parcel.dimensions)) return 'oversize';
  return null;
}

export function quoteMethod(method: MethodRule, parcel: Parcel, route: Route, firstPaymentYen: number, rules: Rules = defaultRules): MethodQuote {
  const grams = chargeableGrams(method, parcel);
  const reason = unavailableReason(method, parcel, route);
  const base = { method: method.id, chargeableGrams: grams, transitDays: method.transitDays };
  if (reason) return { ...base, available: false, reason, shippingYen: null, totalYen: null };
  const shippingYen = bandedYen(route.rates.get(method.id)!, grams, rules);
  return { ...base, available: true, reason: null, shippingYen, totalYen: firstPaymentYen + shippingYen };
}

export function landedCost(input: LandedCostInput, rules: Rules = defaultRules): LandedCost {
  const proxyFee = discountedFee(proxyFeeYen(input.priceYen, rules), input.feeDiscountPercent ?? 0);
  const services = servicesYen(input.services, input.parcel.weightGrams, rules);
  const firstPaymentYen = input.priceYen + proxyFee + input.domesticYen + services;
  return {
    itemYen: input.priceYen,
    proxyFeeYen: proxyFee,
    domesticYen: input.domesticYen,
    servicesYen: services,
    firstPaymentYen,
    methods: rules.methods.map((m) => quoteMethod(m, input.parcel, input.route, firstPaymentYen, rules)),
  };
}
