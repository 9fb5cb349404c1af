// Which shipping method to pre-select for a shopper who has not chosen one (spec/constants.yaml
// shipping.defaultWithinDays): what most would pick, a tracked parcel that arrives within a month, at the
// lowest price. The cheapest overall would be sea mail, months on the water, which shoppers rarely mean.
import { constants } from '../../generated/constants';

interface Quoted {
  readonly method: string;
  readonly available: boolean;
  readonly shippingYen?: number | null;
}

const rules = new Map<string, (typeof constants.shipping.methods)[number]>(constants.shipping.methods.map((m) => [m.id, m]));

/** The slowest day of a range such as "7-30". */
export function slowestDay(transitDays: string): number {
  return Number(transitDays.split('-')[1]);
}

function isUsualChoice(method: string): boolean {
  const rule = rules.get(method);
  return rule !== undefined && rule.tracked && slowestDay(rule.transitDays) <= constants.shipping.defaultWithinDays;
}

/** The method to pre-select among quotes, or null when none takes the parcel; the earlier listed wins a tie. */
export function defaultMethod(quotes: readonly Quoted[]): string | null {
  const available = quotes.filter((q) => q.available && q.shippingYen != null);
  const cheapest = (list: readonly Quoted[]) => list.reduce<Quoted | null>((best, q) => (best === null || q.shippingYen! < best.shippingYen! ? q : best), null);
  return (cheapest(available.filter((q) => isUsualChoice(q.method))) ?? cheapest(available))?.method ?? null;
}
