import { describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { pointsEarned } from './order-points';

describe('pointsEarned', () => {
  it('counts whole hundreds of yen only', () => {
    expect(pointsEarned(99)).toBe(0);
    expect(pointsEarned(1_999)).toBe(19 * constants.points.earnPer100Yen);
    expect(pointsEarned(2_000)).toBe(20 * constants.points.earnPer100Yen);
  });
});
