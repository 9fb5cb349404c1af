import { describe, expect, it } from 'vitest';
import { mainAmount, signed } from './movement-text';

const yen = (n: number) => `¥${n.toLocaleString('en')}`;

describe('history amounts', () => {
  it.each<[number, string | null]>([[5000, '+¥5,000'], [-1200, '\u2212¥1,200'], [0, null]])('%i → %s', (n, text) => {
    expect(signed(n, yen)).toBe(text);
  });

  it('shows the wallet first, then points, then held yen', () => {
    expect(mainAmount({ amountYen: -500, points: -10, heldYen: 0 })).toEqual({ value: -500, unit: 'yen' });
    expect(mainAmount({ amountYen: 0, points: 60, heldYen: 0 })).toEqual({ value: 60, unit: 'points' });
    expect(mainAmount({ amountYen: 0, points: 0, heldYen: 800 })).toEqual({ value: 800, unit: 'held' });
  });
});
