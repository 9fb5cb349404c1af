// What one parcel may hold (constants.warehouse: orders, actual weight, declared value, the largest box),
// checked on the server the same way for a shopper's merged parcel and a group's parcel (server/groups),
// by the rules the merge and group pages show first (src/lib/parcel-rules.ts).
import { constants } from '../../generated/constants';
import { type Box, type ParcelProblem, type ParcelTotals, boxOf, measuredBoxes, parcelProblem } from '../../src/lib/parcel-rules';
import type { OrderRow } from '../db/types';
import { ApiFailure, type FailureStatus } from '../http/failure';

const w = constants.warehouse;
const problemKeys = { tooManyOrders: 'parcelTooManyOrders', tooHeavy: 'parcelTooHeavy', tooValuable: 'parcelTooValuable', tooLarge: 'parcelTooLarge' } as const;
const problemVars = { max: w.maxOrders, kg: w.maxGrams / 1000, amount: `¥${w.maxDeclaredYen.toLocaleString('en-US')}` };

type Measured = Pick<OrderRow, 'length_cm' | 'width_cm' | 'height_cm'>;

/** The box the orders pack into (null when none is measured), as boxOf estimates it. */
export function boxOfOrders(orders: readonly Measured[]): Box | null {
  return boxOf(measuredBoxes(orders.map((o) => ({ lengthCm: o.length_cm, widthCm: o.width_cm, heightCm: o.height_cm }))));
}

/** Orders, actual weight, declared value (price × quantity) and box of a set of orders. */
export function totalsOf(orders: readonly Pick<OrderRow, 'weight_grams' | 'price_yen' | 'quantity' | 'length_cm' | 'width_cm' | 'height_cm'>[]): ParcelTotals {
  return {
    orders: orders.length,
    grams: orders.reduce((sum, o) => sum + (o.weight_grams ?? 0), 0),
    declaredYen: orders.reduce((sum, o) => sum + o.price_yen * o.quantity, 0),
    box: boxOfOrders(orders),
  };
}

/** The refusal naming the first limit the orders break: 400 for a choice of orders, 409 for a list as it stands. */
export function limitFailure(problem: ParcelProblem, status: FailureStatus, field?: string): ApiFailure {
  return new ApiFailure(status, problemKeys[problem], { ...(field ? { field } : {}), ...problemVars });
}

/** Throws limitFailure when the totals break a limit. */
export function checkLimits(totals: ParcelTotals, status: FailureStatus, field?: string): void {
  const problem = parcelProblem(totals);
  if (problem) throw limitFailure(problem, status, field);
}
