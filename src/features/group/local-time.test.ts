import { describe, expect, it } from 'vitest';
import { localInput } from './local-time';

describe('localInput', () => {
  it('writes the browser-zone wall time a datetime-local input reads back to the same minute', () => {
    const ms = Date.UTC(2026, 10, 23, 18, 5, 42);
    const value = localInput(ms);
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(value).getTime()).toBe(ms - 42_000);
  });
});
