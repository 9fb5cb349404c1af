import { describe, expect, it } from 'vitest';
import { boxOf, chargedDays, extendBox, measuredBoxes, consolidationYen, fitsLargestBox, freeUntil, needsExportDeclaration, optionYen, parcelProblem, storageYen } from './parcel-rules';

const day = 86_400_000;
const rules = { freeStorageDays: 30, storageYenPerItemDay: 50 };

describe('storage fees', () => {
  const arrived = Date.UTC(2026, 0, 1);
  it.each([
    { label: 'on arrival', after: 0, days: 0 },
    { label: 'last free instant', after: 30 * day, days: 0 },
    { label: 'one ms past the free days', after: 30 * day + 1, days: 1 },
    { label: 'end of the first charged day', after: 31 * day, days: 1 },
    { label: 'into the second charged day', after: 31 * day + 1, days: 2 },
    { label: 'ten days on', after: 40 * day, days: 10 },
  ])('$label: $days charged days', ({ after, days }) => {
    expect(chargedDays(arrived, arrived + after, rules)).toBe(days);
  });
  it.each([
    { qty: 1, after: 31 * day, yen: 50 },
    { qty: 3, after: 31 * day, yen: 150 },
    { qty: 2, after: 35 * day, yen: 500 },
    { qty: 2, after: 10 * day, yen: 0 },
  ])('$qty items after $after ms: $yen yen', ({ qty, after, yen }) => {
    expect(storageYen(arrived, qty, arrived + after, rules)).toBe(yen);
  });
  it('counts a day once however often it is asked that day', () => {
    const now = arrived + 32 * day + 5;
    expect(storageYen(arrived, 1, now, rules)).toBe(storageYen(arrived, 1, now + 1000, rules));
  });
  it('free until arrival plus the free days', () => {
    expect(freeUntil(arrived, rules)).toBe(arrived + 30 * day);
  });
});

describe('consolidation fee', () => {
  it.each([
    { orders: 1, yen: 0 },
    { orders: 10, yen: 0 },
    { orders: 11, yen: 100 },
    { orders: 15, yen: 500 },
  ])('$orders orders: $yen yen', ({ orders, yen }) => {
    expect(consolidationYen(orders, { freeOrders: 10, perExtraOrderYen: 100 })).toBe(yen);
  });
});

describe('box and limits', () => {
  it('stacks items flat in a box as long and wide as the largest', () => {
    expect(boxOf([{ lengthCm: 10, widthCm: 30, heightCm: 5 }, { lengthCm: 20, widthCm: 20, heightCm: 10 }])).toEqual({ lengthCm: 30, widthCm: 20, heightCm: 15 });
  });
  it('grows a packed box as boxOf packs everything at once, even when its stack is its longest side', () => {
    const packed = [{ lengthCm: 30, widthCm: 20, heightCm: 25 }, { lengthCm: 20, widthCm: 30, heightCm: 25 }];
    const more = [{ lengthCm: 10, widthCm: 40, heightCm: 5 }, { lengthCm: 35, widthCm: 5, heightCm: 12 }];
    const box = boxOf(packed)!;
    expect(box).toEqual({ lengthCm: 30, widthCm: 25, heightCm: 40 });
    expect(extendBox(box, more)).toEqual(boxOf([...packed, ...more]));
    expect(extendBox(null, more)).toEqual(boxOf(more));
    expect(extendBox(box, [])).toBe(box);
    expect(extendBox(null, [])).toBeNull();
  });
  it('measures only orders with all three sides', () => {
    expect(measuredBoxes([{ lengthCm: 1, widthCm: 2, heightCm: 3 }, { lengthCm: 1, widthCm: null, heightCm: 3 }, {}])).toEqual([{ lengthCm: 1, widthCm: 2, heightCm: 3 }]);
  });
  it.each([
    { box: { lengthCm: 75, widthCm: 42, heightCm: 60 }, fits: true },
    { box: { lengthCm: 42, widthCm: 60, heightCm: 75 }, fits: true },
    { box: { lengthCm: 76, widthCm: 10, heightCm: 10 }, fits: false },
    { box: { lengthCm: 70, widthCm: 61, heightCm: 61 }, fits: false },
  ])('$box fits: $fits', ({ box, fits }) => {
    expect(fitsLargestBox(box, [750, 420, 606])).toBe(fits);
  });
  it.each([
    { t: { orders: 31, grams: 1, declaredYen: 1, box: null }, problem: 'tooManyOrders' },
    { t: { orders: 3, grams: 30001, declaredYen: 1, box: null }, problem: 'tooHeavy' },
    { t: { orders: 3, grams: 30000, declaredYen: 500001, box: null }, problem: 'tooValuable' },
    { t: { orders: 3, grams: 3000, declaredYen: 1000, box: { lengthCm: 80, widthCm: 1, heightCm: 1 } }, problem: 'tooLarge' },
    { t: { orders: 3, grams: 3000, declaredYen: 1000, box: { lengthCm: 10, widthCm: 10, heightCm: 10 } }, problem: null },
  ])('$problem', ({ t, problem }) => {
    expect(parcelProblem(t)).toBe(problem);
  });
  it('flags the export declaration above the threshold only', () => {
    expect(needsExportDeclaration(200_000)).toBe(false);
    expect(needsExportDeclaration(200_001)).toBe(true);
  });
  it.each([
    { grams: 500, yen: 100 },
    { grams: 2000, yen: 200 },
    { grams: 4999, yen: 200 },
    { grams: 12000, yen: 400 },
  ])('protective packaging for $grams g: $yen yen', ({ grams, yen }) => {
    expect(optionYen('protectivePackaging', grams)).toBe(yen);
  });
});
