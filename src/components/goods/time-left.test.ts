import { describe, expect, it } from 'vitest';
import { formatTimeLeft, timeLeft } from './time-left';

const now = Date.UTC(2026, 0, 1, 0, 0, 0);
const at = (ms: number) => new Date(now + ms);

describe('timeLeft', () => {
  it('is null once ended or without an end', () => {
    expect(timeLeft(null, now)).toBeNull();
    expect(timeLeft(at(0), now)).toBeNull();
    expect(timeLeft(at(-1000), now)).toBeNull();
  });
  it('rounds a part-minute up', () => {
    expect(timeLeft(at(1000), now)).toEqual({ days: 0, hours: 0, minutes: 1 });
  });
  it('splits into days, hours and minutes', () => {
    expect(timeLeft(at(((2 * 24 + 3) * 60 + 5) * 60_000), now)).toEqual({ days: 2, hours: 3, minutes: 5 });
  });
});

describe('formatTimeLeft', () => {
  it('shows the two largest units', () => {
    expect(formatTimeLeft({ days: 2, hours: 3, minutes: 5 }, 'en')).toBe('2 days 3 hr');
    expect(formatTimeLeft({ days: 0, hours: 5, minutes: 12 }, 'en')).toBe('5 hr 12 min');
    expect(formatTimeLeft({ days: 0, hours: 0, minutes: 7 }, 'en')).toBe('7 min');
    expect(formatTimeLeft({ days: 1, hours: 0, minutes: 7 }, 'en')).toBe('1 day 0 hr');
  });
  it('uses the language’s unit words', () => {
    expect(formatTimeLeft({ days: 0, hours: 0, minutes: 7 }, 'ja')).toMatch(/7\s*分/);
  });
});
