// Rules of the warehouse and merged parcels, shared by the server (which enforces them) and the merge
// pages (which show them before the shopper asks): storage days and fees, the consolidation fee, the
// box a set of orders packs into, the parcel's limits and its options' prices. Figures: constants.warehouse.
import { constants } from '../../generated/constants';

const dayMs = 86_400_000;
const w = constants.warehouse;

export interface StorageRules {
  freeStorageDays: number;
  storageYenPerItemDay: number;
}

/** The first instant at which storage is charged: arrival plus the free days. */
export function freeUntil(arrivedAt: number, rules: StorageRules = w): number {
  return arrivedAt + rules.freeStorageDays * dayMs;
}

/** Whole days begun after the free period, as of `now`: the same answer however often it is asked that day. */
export function chargedDays(arrivedAt: number, now: number, rules: StorageRules = w): number {
  const past = now - freeUntil(arrivedAt, rules);
  return past <= 0 ? 0 : Math.ceil(past / dayMs);
}

export function storageYen(arrivedAt: number, quantity: number, now: number, rules: StorageRules = w): number {
  return chargedDays(arrivedAt, now, rules) * quantity * rules.storageYenPerItemDay;
}

export interface ConsolidationRules {
  freeOrders: number;
  perExtraOrderYen: number;
}

export function consolidationYen(orders: number, rules: ConsolidationRules = w.consolidation): number {
  return Math.max(0, orders - rules.freeOrders) * rules.perExtraOrderYen;
}

export interface Box {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/**
 * The box a set of measured orders packs into, a rough and generous estimate: each item laid flat (its
 * longest side along the box), the box as long and wide as the largest item, the items stacked.
 */
export function boxOf(items: readonly Box[]): Box | null {
  return extendBox(null, items);
}

/**
 * `box` (from boxOf, or null for none yet) with more measured items packed in by the same rule: a group's
 * list already packed grows into this when members add items, the same box boxOf gives for all of them.
 * The box's own sides are not re-sorted: its height is the stack, whichever side is longest.
 */
export function extendBox(box: Box | null, items: readonly Box[]): Box | null {
  if (items.length === 0) return box;
  let length = box?.lengthCm ?? 0;
  let width = box?.widthCm ?? 0;
  let height = box?.heightCm ?? 0;
  for (const item of items) {
    const [a, b, c] = [item.lengthCm, item.widthCm, item.heightCm].sort((x, y) => y - x) as [number, number, number];
    length = Math.max(length, a);
    width = Math.max(width, b);
    height += c;
  }
  return { lengthCm: length, widthCm: width, heightCm: height };
}

/** The measured ones of some orders (all three sides known), as boxes; unmeasured orders take no room in the estimate. */
export function measuredBoxes(items: readonly { lengthCm?: number | null; widthCm?: number | null; heightCm?: number | null }[]): Box[] {
  return items.flatMap((o) => (o.lengthCm != null && o.widthCm != null && o.heightCm != null ? [{ lengthCm: o.lengthCm, widthCm: o.widthCm, heightCm: o.heightCm }] : []));
}

export function fitsLargestBox(box: Box | null, maxBoxMm: readonly number[] = w.maxBoxMm): boolean {
  if (!box) return true;
  const sides = [box.lengthCm, box.widthCm, box.heightCm].sort((x, y) => y - x);
  const limits = [...maxBoxMm].sort((x, y) => y - x);
  return sides.every((side, i) => side * 10 <= limits[i]!);
}

export type ParcelProblem = 'tooManyOrders' | 'tooHeavy' | 'tooValuable' | 'tooLarge';

export interface ParcelTotals {
  orders: number;
  grams: number;
  declaredYen: number;
  box: Box | null;
}

/** The first limit the parcel breaks, or null. */
export function parcelProblem(t: ParcelTotals): ParcelProblem | null {
  if (t.orders > w.maxOrders) return 'tooManyOrders';
  if (t.grams > w.maxGrams) return 'tooHeavy';
  if (t.declaredYen > w.maxDeclaredYen) return 'tooValuable';
  if (!fitsLargestBox(t.box)) return 'tooLarge';
  return null;
}

export const needsExportDeclaration = (declaredYen: number) => declaredYen > w.exportDeclarationYen;

export type ParcelOptionId = (typeof w.options)[number]['id'];

export function isParcelOption(id: string): id is ParcelOptionId {
  return w.options.some((o) => o.id === id);
}

/** An option's price for a parcel of this actual weight: the last band whose fromGrams it reaches. */
export function optionYen(id: ParcelOptionId, grams: number): number {
  const option = w.options.find((o) => o.id === id)!;
  let yen: number = option.bands[0].yen;
  for (const band of option.bands) if (grams >= band.fromGrams) yen = band.yen;
  return yen;
}
