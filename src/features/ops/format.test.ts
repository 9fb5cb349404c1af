import { describe, expect, it } from 'vitest';
import { ageText } from './format';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('ageText', () => {
  it('says minutes under an hour, hours up to two days, then days', () => {
    expect(ageText('2026-11-22T11:55:00Z', now, 'en')).toBe('5 min. ago');
    expect(ageText('2026-11-21T06:00:00Z', now, 'en')).toBe('30 hr. ago');
    expect(ageText('2026-11-19T12:00:00Z', now, 'en')).toBe('3 days ago');
  });

  it('never says an order is in the future when clocks differ a little', () => {
    expect(ageText('2026-11-22T12:00:30Z', now, 'en')).toBe('0 min. ago');
  });

  it('speaks the shown language', () => {
    expect(ageText('2026-11-19T12:00:00Z', now, 'ja')).toBe('3 日前');
  });
});
