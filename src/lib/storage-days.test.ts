import { describe, expect, it } from 'vitest';
import { freeDaysLeft } from './storage-days';

const at = (text: string) => Date.parse(text);

describe('freeDaysLeft', () => {
  // Free storage ends at 15:00 on 2 January in Tokyo.
  const freeUntil = at('2027-01-02T15:00:00+09:00');

  it.each([
    ['a day before, at noon in Tokyo', '2027-01-01T12:00:00+09:00', 1],
    ['at the last minute of the day before in Tokyo', '2027-01-01T23:59:59+09:00', 1],
    ['at midnight in Tokyo: the last day', '2027-01-02T00:00:00+09:00', 0],
    ['on the last day, a second before it ends', '2027-01-02T14:59:59+09:00', 0],
    ['a week before', '2026-12-26T09:00:00+09:00', 7],
    // 1 January 16:00 UTC is already 2 January in Tokyo, whatever the day in London or New York.
    ['late on 1 January in UTC, already the 2nd in Tokyo', '2027-01-01T16:00:00Z', 0],
    ['early on 1 January in UTC, still the 1st in Tokyo', '2027-01-01T14:59:59Z', 1],
  ])('%s: %i', (_, now, days) => {
    expect(freeDaysLeft(freeUntil, at(now))).toBe(days);
  });

  it('is null once free storage has ended', () => {
    expect(freeDaysLeft(freeUntil, freeUntil)).toBeNull();
    expect(freeDaysLeft(freeUntil, at('2027-01-03T09:00:00+09:00'))).toBeNull();
  });

  it('counts across a month and a year', () => {
    expect(freeDaysLeft(at('2027-03-01T10:00:00+09:00'), at('2027-02-27T10:00:00+09:00'))).toBe(2);
    expect(freeDaysLeft(at('2027-01-31T10:00:00+09:00'), at('2026-12-31T10:00:00+09:00'))).toBe(31);
  });
});
