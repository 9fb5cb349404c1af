import { describe, expect, it } from 'vitest';
import type { WarehouseOrder } from '../../../generated/api/schemas';
import { storageSummary } from './storage-summary';

const dayMs = 86_400_000;
const now = Date.parse('2026-11-25T12:00:00Z');
const order = (freeInDays: number, storageYen = 0, feePerDayYen = 50): WarehouseOrder => ({
  id: 1, title: 'x', quantity: 1, valueYen: 1000, weightGrams: 500, services: [],
  arrivedAt: new Date(now - 10 * dayMs).toISOString(),
  freeUntil: new Date(now + freeInDays * dayMs).toISOString(),
  feePerDayYen, storageYen,
});

describe('storageSummary', () => {
  it.each([
    ['an empty warehouse', [], { orders: 0, charging: 0, perDayYen: 0, storageYen: 0, nextFreeUntil: null, endingSoon: 0 }],
    ['orders all stored free', [order(20), order(3)], { orders: 2, charging: 0, perDayYen: 0, storageYen: 0, nextFreeUntil: now + 3 * dayMs, endingSoon: 1 }],
    ['free storage ending in exactly a week counts as soon', [order(7)], { charging: 0, endingSoon: 1 }],
    ['a day later it does not', [order(8)], { charging: 0, endingSoon: 0 }],
    ['fees recorded by the job', [order(-2, 100), order(10)], { charging: 1, perDayYen: 50, storageYen: 100, nextFreeUntil: now + 10 * dayMs }],
    // The job runs hourly: an order whose free days ended a moment ago already runs fees, though none is recorded yet.
    ['free storage just over, nothing recorded yet', [order(-0.01)], { charging: 1, perDayYen: 50, storageYen: 0, nextFreeUntil: null }],
    ['several items in one order cost more a day', [order(-1, 150, 150), order(-3, 150, 50)], { charging: 2, perDayYen: 200, storageYen: 300 }],
  ] as const)('%s', (_, orders, expected) => {
    expect(storageSummary(orders, now)).toMatchObject(expected);
  });
});
