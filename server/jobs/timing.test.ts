import { describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { backoffMs, nextOccurrence } from './timing';

describe('backoffMs', () => {
  const backoff = { firstMs: 1000, factor: 2, maxMs: 10_000 };
  it.each([
    [0, 0],
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 10_000],
    [40, 10_000],
    [2000, 10_000],
  ])('after %i failures waits %i ms', (failures, ms) => {
    expect(backoffMs(failures, backoff)).toBe(ms);
  });

  it('grows with the spec constants and never passes their cap', () => {
    const { firstMs, maxMs } = constants.jobs.backoff;
    expect(backoffMs(1)).toBe(firstMs);
    const waits = Array.from({ length: constants.jobs.maxAttempts + 5 }, (_, i) => backoffMs(i + 1));
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(Math.max(...waits)).toBe(maxMs);
  });
});

describe('nextOccurrence', () => {
  it.each([
    [0, { key: 'k@1', dueAt: 60_000 }],
    [1, { key: 'k@1', dueAt: 60_000 }],
    [59_999, { key: 'k@1', dueAt: 60_000 }],
    [60_000, { key: 'k@2', dueAt: 120_000 }],
    [60_001, { key: 'k@2', dueAt: 120_000 }],
  ])('after %i is %o', (after, occurrence) => {
    expect(nextOccurrence('k', 60_000, after)).toEqual(occurrence);
  });

  it('gives processes starting within one slot the same key', () => {
    const at = Date.UTC(2026, 10, 23, 10, 17);
    expect(nextOccurrence('orderTimeouts', 3_600_000, at)).toEqual(nextOccurrence('orderTimeouts', 3_600_000, at + 40 * 60_000));
    expect(nextOccurrence('orderTimeouts', 3_600_000, at).dueAt).toBe(Date.UTC(2026, 10, 23, 11));
  });
});
