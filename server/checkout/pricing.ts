// The first payment of an order set, itemised per order (one order per line): goods, our fee, domestic
// shipping, optional services, the coupon's share, the points spent and what the wallet pays. The
// checkout preview and the pay call both price through `priceOrders`, so the page shows what is charged.
import { constants } from '../../generated/constants';

export interface PriceLine {
  site: string | null;
  /** Unit price and our fee per unit. */
  priceYen: number;
  proxyFeeYen: number;
  quantity: number;
  /** The seller's domestic shipping when the buyer pays it: once per line. */
  domesticYen: number;
  /** One unit's weight, when the catalog knows it (services are priced by weight band). */
  weightGrams: number | null;
}

export interface CouponTerms {
  amountYen: number;
  minSpendYen: number;
  /** The one marketplace the coupon applies to; null for any. */
  site: string | null;
}

export interface OrderPrice {
  goodsYen: number;
  proxyFeeYen: number;
  domesticYen: number;
  servicesYen: number;
  totalYen: number;
  discountYen: number;
  pointsUsed: number;
  cashYen: number;
}

export interface Pricing {
  orders: OrderPrice[];
  goodsYen: number;
  proxyFeeYen: number;
  domesticYen: number;
  servicesYen: number;
  discountYen: number;
  pointsUsed: number;
  pointsYen: number;
  totalYen: number;
  cashYen: number;
  /** The most points this order set takes. */
  pointsMax: number;
}

type ServiceRule = (typeof constants.fees.services)[number];
const serviceRules: readonly ServiceRule[] = constants.fees.services;
const { yenPerPoint, maxSharePercent } = constants.points;

export const isServiceId = (id: string): boolean => serviceRules.some((s) => s.id === id);

function bandYen(rule: ServiceRule, grams: number): number {
  let yen: number = rule.bands[0]!.yen;
  for (const band of rule.bands) if (grams >= band.fromGrams) yen = band.yen;
  return yen;
}

/**
 * One service for one line: a per-order service once for the line's parcel (its weight × quantity), a
 * per-item one for each unit by the unit's weight. null when the parcel (or unit) is over the service's limit.
 * An unknown weight counts as the lightest band: staff weigh the goods on arrival.
 */
export function serviceYenForLine(rule: ServiceRule, line: Pick<PriceLine, 'quantity' | 'weightGrams'>): number | null {
  const unit = line.weightGrams ?? 0;
  const grams = rule.per === 'order' ? unit * line.quantity : unit;
  if (rule.maxGrams !== null && grams > rule.maxGrams) return null;
  return rule.per === 'order' ? bandYen(rule, grams) : bandYen(rule, grams) * line.quantity;
}

export interface ServiceQuote {
  id: string;
  per: 'item' | 'order';
  yen: number;
  /** Times charged: units for a per-item service, orders (one per line) for a per-order one. */
  count: number;
  /** One time's price when all cost the same; null when weight bands make them differ. */
  eachYen: number | null;
  available: boolean;
  maxGrams: number | null;
}

/** Every optional service with its price for these lines, unavailable when a line is over its limit. */
export function quoteServices(lines: readonly PriceLine[]): ServiceQuote[] {
  return serviceRules.map((rule) => {
    const each = lines.map((line) => serviceYenForLine(rule, line));
    const available = each.every((yen) => yen !== null);
    const yen = available ? each.reduce<number>((a, b) => a + b!, 0) : 0;
    const count = rule.per === 'item' ? lines.reduce((n, line) => n + line.quantity, 0) : lines.length;
    // The same price for every one (a per-item total is the unit price × quantity) lets the page say "¥500 × 3".
    const units = lines.map((line, i) => (rule.per === 'item' ? (each[i] ?? 0) / line.quantity : (each[i] ?? 0)));
    const eachYen = available && count > 0 && units.every((u) => u === units[0]) ? units[0]! : null;
    return { id: rule.id, per: rule.per, yen, count, eachYen, available, maxGrams: rule.maxGrams };
  });
}

/** The coupon applies to the lines of its marketplace, or to all. */
export const couponAppliesTo = (coupon: Pick<CouponTerms, 'site'>, line: Pick<PriceLine, 'site'>): boolean => coupon.site === null || coupon.site === line.site;

/** The goods value the coupon's minimum spend is measured on: the price of the lines it applies to. */
export function couponBaseYen(coupon: Pick<CouponTerms, 'site'>, lines: readonly PriceLine[]): number {
  return lines.filter((l) => couponAppliesTo(coupon, l)).reduce((sum, l) => sum + l.priceYen * l.quantity, 0);
}

/**
 * Splits `amount` into whole parts proportional to `weights`, none above its weight (amount ≤ Σ weights).
 * Rounding leftovers go to the largest remainders, earlier parts first on ties, so the split is stable.
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map((x) => Math.floor(x));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if (parts[i]! < weights[i]!) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

export interface PricingInput {
  lines: readonly PriceLine[];
  services: readonly string[];
  /** A coupon already checked as usable for these lines (see couponProblem), or null. */
  coupon: CouponTerms | null;
  /** Points asked for; more than pointsMax are not taken (the pay call refuses such a request first). */
  points: number;
}

export function priceOrders(input: PricingInput): Pricing {
  const chosen = serviceRules.filter((r) => input.services.includes(r.id));
  const base = input.lines.map((line) => {
    const goodsYen = line.priceYen * line.quantity;
    const proxyFeeYen = line.proxyFeeYen * line.quantity;
    const servicesYen = chosen.reduce((sum, rule) => sum + (serviceYenForLine(rule, line) ?? 0), 0);
    return { goodsYen, proxyFeeYen, domesticYen: line.domesticYen, servicesYen, totalYen: goodsYen + proxyFeeYen + line.domesticYen + servicesYen };
  });

  const coupon = input.coupon;
  const eligible = base.map((o, i) => (coupon && couponAppliesTo(coupon, input.lines[i]!) ? o.totalYen : 0));
  const discount = coupon ? Math.min(coupon.amountYen, eligible.reduce((a, b) => a + b, 0)) : 0;
  const discounts = splitProportionally(discount, eligible);

  const totalYen = base.reduce((sum, o) => sum + o.totalYen, 0);
  const pointsMax = Math.floor(Math.floor(((totalYen - discount) * maxSharePercent) / 100) / yenPerPoint);
  const points = Math.max(0, Math.min(input.points, pointsMax));
  const room = base.map((o, i) => Math.floor((o.totalYen - discounts[i]!) / yenPerPoint));
  const pointShares = splitProportionally(points, room);

  const orders = base.map((o, i) => {
    const discountYen = discounts[i]!;
    const pointsUsed = pointShares[i]!;
    return { ...o, discountYen, pointsUsed, cashYen: o.totalYen - discountYen - pointsUsed * yenPerPoint };
  });
  const sum = (pick: (o: OrderPrice) => number) => orders.reduce((acc, o) => acc + pick(o), 0);
  return {
    orders,
    goodsYen: sum((o) => o.goodsYen),
    proxyFeeYen: sum((o) => o.proxyFeeYen),
    domesticYen: sum((o) => o.domesticYen),
    servicesYen: sum((o) => o.servicesYen),
    discountYen: discount,
    pointsUsed: points,
    pointsYen: points * yenPerPoint,
    totalYen,
    cashYen: sum((o) => o.cashYen),
    pointsMax,
  };
}
