import type { WarehouseOrder } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';

const dayMs = 86_400_000;

export interface StorageSummary {
  orders: number;
  /** Orders whose free storage is over: fees run on these. */
  charging: number;
  perDayYen: number;
  storageYen: number;
  /** The earliest end of free storage among the orders still stored free, or null when none is. */
  nextFreeUntil: number | null;
  /** Orders still free whose free storage ends within constants.warehouse.storageWarningDays (called out, so the shopper ships before fees start). */
  endingSoon: number;
}

/** What the warehouse costs the shopper now and next: the figures /personal/shipping shows above the orders. */
export function storageSummary(orders: readonly WarehouseOrder[], now: number): StorageSummary {
  const summary: StorageSummary = { orders: orders.length, charging: 0, perDayYen: 0, storageYen: 0, nextFreeUntil: null, endingSoon: 0 };
  for (const order of orders) {
    const freeUntil = Date.parse(order.freeUntil);
    summary.storageYen += order.storageYen;
    if (order.storageYen > 0 || freeUntil <= now) {
      summary.charging++;
      summary.perDayYen += order.feePerDayYen;
      continue;
    }
    summary.nextFreeUntil = summary.nextFreeUntil === null ? freeUntil : Math.min(summary.nextFreeUntil, freeUntil);
    if (freeUntil - now <= constants.warehouse.storageWarningDays * dayMs) summary.endingSoon++;
  }
  return summary;
}
