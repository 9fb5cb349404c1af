import { describe, expect, it } from 'vitest';
import { formatClock, remaining } from './countdown';

const now = Date.UTC(2026, 0, 1, 0, 0, 0);

describe('remaining', () => {
  it('is null at and after the end', () => {
    expect(remaining(now, now)).toBeNull();
    expect(remaining(new Date(now - 1), now)).toBeNull();
  });
  it('counts a part-second as a second', () => {
    expect(remaining(now + 1, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });
  it('splits into days, hours, minutes and seconds', () => {
    expect(remaining(now + (((2 * 24 + 3) * 60 + 12) * 60 + 45) * 1000, now)).toEqual({ days: 2, hours: 3, minutes: 12, seconds: 45 });
  });
});

describe('formatClock', () => {
  it('pads the clock and names days in the language', () => {
    expect(formatClock({ days: 0, hours: 0, minutes: 4, seconds: 9 }, 'en')).toBe('00:04:09');
    expect(formatClock({ days: 2, hours: 3, minutes: 12, seconds: 45 }, 'en')).toBe('2 days 03:12:45');
    expect(formatClock({ days: 1, hours: 0, minutes: 0, seconds: 0 }, 'ja')).toMatch(/^1\s*日 00:00:00$/);
  });
  it('keeps Latin digits in Arabic', () => {
    expect(formatClock({ days: 3, hours: 1, minutes: 2, seconds: 3 }, 'ar')).toMatch(/3.*01:02:03/);
  });
});
