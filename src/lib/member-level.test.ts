import { describe, expect, it } from 'vitest';
import { growthFor, levelFor, reachesLevel } from './member-level';

const levels = [
  { id: 'silver', minGrowth: 500, proxyFeeDiscountPercent: 5 },
  { id: 'member', minGrowth: 0, proxyFeeDiscountPercent: 0 },
  { id: 'gold', minGrowth: 2000, proxyFeeDiscountPercent: 10 },
];

describe('membership levels', () => {
  it('earns whole points per yen step', () => {
    expect(growthFor(12_345, 100)).toBe(123);
    expect(growthFor(99, 100)).toBe(0);
    expect(growthFor(-500, 100)).toBe(0);
  });

  it.each([
    [0, 'member', 'silver', 500],
    [499, 'member', 'silver', 1],
    [500, 'silver', 'gold', 1500],
    [1999, 'silver', 'gold', 1],
    [2000, 'gold', null, null],
    [99_999, 'gold', null, null],
  ])('growth %i is %s, next %s in %s', (growth, level, next, toNext) => {
    const answer = levelFor(growth, levels);
    expect([answer.level.id, answer.next?.id ?? null, answer.toNext]).toEqual([level, next, toNext]);
  });

  it('compares levels by threshold, not by list order', () => {
    const ordered = [...levels].sort((a, b) => a.minGrowth - b.minGrowth);
    expect(reachesLevel('gold', 'silver', ordered)).toBe(true);
    expect(reachesLevel('member', 'silver', ordered)).toBe(false);
    expect(reachesLevel('silver', 'nope', ordered)).toBe(false);
  });
});
