import { describe, expect, it } from 'vitest';
import { splitPostage } from './shares';

const L = 1;

describe('splitPostage', () => {
  it.each([
    { name: 'even split', postage: 3000, members: [[L, 500], [2, 500], [3, 500]], want: [[L, 1000], [2, 1000], [3, 1000]] },
    { name: 'remainder to the leader', postage: 1000, members: [[L, 1], [2, 1], [3, 1]], want: [[L, 334], [2, 333], [3, 333]] },
    { name: 'by weight', postage: 4500, members: [[L, 250], [2, 1000], [3, 750]], want: [[L, 563], [2, 2250], [3, 1687]] },
    { name: 'member without items pays nothing', postage: 2001, members: [[L, 600], [2, 0], [3, 400]], want: [[L, 1201], [2, 0], [3, 800]] },
    { name: 'leader without items pays the remainder', postage: 1001, members: [[L, 0], [2, 300], [3, 300]], want: [[L, 1], [2, 500], [3, 500]] },
    { name: 'leader missing from the list is added', postage: 100, members: [[2, 3], [3, 3], [4, 3]], want: [[L, 1], [2, 33], [3, 33], [4, 33]] },
    { name: 'no weight at all: the leader pays all', postage: 700, members: [[L, 0], [2, 0]], want: [[L, 700], [2, 0]] },
    { name: 'zero postage', postage: 0, members: [[L, 10], [2, 20]], want: [[L, 0], [2, 0]] },
    { name: 'large figures stay exact', postage: 9_999_999, members: [[L, 29_999], [2, 1], [3, 7]], want: [[L, 9_997_334], [2, 333], [3, 2332]] },
  ])('$name', ({ postage, members, want }) => {
    const shares = splitPostage(postage, L, members.map(([userId, grams]) => ({ userId: userId!, grams: grams! })));
    expect(shares.map((s) => [s.userId, s.yen])).toEqual(want);
    expect(shares.reduce((sum, s) => sum + s.yen, 0)).toBe(postage);
    for (const s of shares) expect(Number.isInteger(s.yen) && s.yen >= 0).toBe(true);
  });

  it('refuses a postage that is not whole yen', () => {
    expect(() => splitPostage(10.5, L, [])).toThrow();
    expect(() => splitPostage(-1, L, [])).toThrow();
  });
});
