import { describe, expect, it } from 'vitest';
import type { GroupCandidate } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { listWith } from './list-limits';

const w = constants.warehouse;
const empty = { totalOrders: 0, totalGrams: 0, declaredYen: 0, box: null };
const item = (over: Partial<GroupCandidate> = {}): GroupCandidate => ({ orderId: 1, title: 't', weightGrams: 100, valueYen: 1000, lengthCm: 20, widthCm: 15, heightCm: 1, ...over });

describe('listWith', () => {
  it('adds the chosen orders to the whole list', () => {
    const list = { totalOrders: 2, totalGrams: 800, declaredYen: 3000, box: { lengthCm: 30, widthCm: 20, heightCm: 40 } };
    expect(listWith(list, [item({ weightGrams: 200, valueYen: 500, lengthCm: 10, widthCm: 35, heightCm: 5 })])).toEqual({
      totals: { orders: 3, grams: 1000, declaredYen: 3500, box: { lengthCm: 35, widthCm: 20, heightCm: 45 } },
      problem: null,
    });
  });
  it.each([
    { name: 'tooManyOrders', list: { ...empty, totalOrders: w.maxOrders }, chosen: [item()] },
    { name: 'tooHeavy', list: { ...empty, totalOrders: 1, totalGrams: w.maxGrams - 99 }, chosen: [item()] },
    { name: 'tooValuable', list: { ...empty, totalOrders: 1, declaredYen: w.maxDeclaredYen }, chosen: [item({ valueYen: 1 })] },
    { name: 'tooLarge', list: { ...empty, totalOrders: 1, box: { lengthCm: 70, widthCm: 40, heightCm: 60 } }, chosen: [item({ heightCm: 1 })] },
  ])('names the limit the list would break: $name', ({ name, list, chosen }) => {
    expect(listWith(list, chosen).problem).toBe(name);
  });
  it('takes unmeasured orders by weight and value only, and a choice of nothing breaks nothing', () => {
    expect(listWith(empty, [item({ lengthCm: null, widthCm: null, heightCm: null })]).totals.box).toBeNull();
    expect(listWith({ ...empty, totalOrders: w.maxOrders + 1 }, []).problem).toBeNull();
  });
});
