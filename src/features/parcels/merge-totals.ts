import type { WarehouseOrder } from '../../../generated/api/schemas';
import { type ParcelProblem, boxOf, consolidationYen, measuredBoxes, needsExportDeclaration, parcelProblem } from '../../lib/parcel-rules';

export interface MergeTotals {
  orders: number;
  grams: number;
  declaredYen: number;
  consolidationYen: number;
  storageYen: number;
  exportDeclaration: boolean;
  problem: ParcelProblem | null;
}

/** The running totals of the merge page, by the same rules the server checks. */
export function mergeTotals(chosen: readonly WarehouseOrder[]): MergeTotals {
  const grams = chosen.reduce((sum, o) => sum + o.weightGrams, 0);
  const declaredYen = chosen.reduce((sum, o) => sum + o.valueYen, 0);
  const box = boxOf(measuredBoxes(chosen));
  return {
    orders: chosen.length,
    grams,
    declaredYen,
    consolidationYen: consolidationYen(chosen.length),
    storageYen: chosen.reduce((sum, o) => sum + o.storageYen, 0),
    exportDeclaration: needsExportDeclaration(declaredYen),
    problem: chosen.length === 0 ? null : parcelProblem({ orders: chosen.length, grams, declaredYen, box }),
  };
}
