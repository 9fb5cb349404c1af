import type { GroupCandidate, GroupDetail } from '../../../generated/api/schemas';
import { type ParcelProblem, type ParcelTotals, extendBox, measuredBoxes, parcelProblem } from '../../lib/parcel-rules';

export interface ListWith {
  totals: ParcelTotals;
  /** The first limit of one parcel the list would break with the chosen orders on it, or null. */
  problem: ParcelProblem | null;
}

/**
 * The group's whole list with the chosen warehouse orders added, against one parcel's limits: the check
 * the server makes when they are added (server/groups/list.ts), made first so the page can say why.
 */
export function listWith(list: Pick<GroupDetail, 'totalOrders' | 'totalGrams' | 'declaredYen' | 'box'>, chosen: readonly GroupCandidate[]): ListWith {
  const totals: ParcelTotals = {
    orders: list.totalOrders + chosen.length,
    grams: list.totalGrams + chosen.reduce((sum, c) => sum + c.weightGrams, 0),
    declaredYen: list.declaredYen + chosen.reduce((sum, c) => sum + c.valueYen, 0),
    box: extendBox(list.box ?? null, measuredBoxes(chosen)),
  };
  return { totals, problem: chosen.length === 0 ? null : parcelProblem(totals) };
}
