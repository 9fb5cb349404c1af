import { describe, expect, it } from 'vitest';
import { createSharedCache } from './shared-cache';

describe('shared cache', () => {
  it('loads a key once per TTL, concurrent callers sharing the one load', async () => {
    let now = 0;
    let loads = 0;
    const cache = createSharedCache(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('does not keep a failed load, and a TTL of 0 loads every time', async () => {
    const cache = createSharedCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    const off = createSharedCache(0);
    let loads = 0;
    await off.get('k', async () => ++loads);
    expect(await off.get('k', async () => ++loads)).toBe(2);
  });
});
