import { describe, expect, it } from 'vitest';
import { constants } from '../../../generated/constants';
import { badgeText } from './badge-text';

describe('badgeText', () => {
  const max = constants.badge.max;

  it('is empty for zero, negatives and non-numbers, so no badge is drawn', () => {
    for (const count of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) expect(badgeText(count)).toBe('');
  });

  it('shows counts up to the cap as they are', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(max)).toBe(String(max));
  });

  it('caps anything above the maximum', () => {
    expect(badgeText(max + 1)).toBe(`${max}+`);
    expect(badgeText(12345)).toBe(`${max}+`);
  });
});
