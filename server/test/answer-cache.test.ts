// The search answer cache: kept for its time, bounded, one load for identical calls at once, nothing loaded
// before a catalog change served after it, failures not kept.
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '../catalog/answer-cache';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A load whose answer the test gives when it wants, counting how often it ran. */
function deferredLoads() {
  const pending: ((value: string) => void)[] = [];
  let runs = 0;
  return {
    load: () =>
      new Promise<string>((resolve) => {
        runs++;
        pending.push(resolve);
      }),
    answer: (value: string) => pending.shift()!(value),
    get runs() {
      return runs;
    },
  };
}

describe('answer cache', () => {
  it('answers from memory within the time to live, and loads again after it', async () => {
    const time = clock();
    const cache = createAnswerCache<number>({ ttlMs: 3_000, maxEntries: 10, now: time.now });
    let runs = 0;
    const load = async () => ++runs;
    expect(await cache.get('k', load)).toBe(1);
    time.advance(2_999);
    expect(await cache.get('k', load)).toBe(1);
    time.advance(1);
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('other', load)).toBe(3);
  });

  it('runs one load for many identical calls that miss at once', async () => {
    const cache = createAnswerCache<string>({ ttlMs: 3_000, maxEntries: 10 });
    const loads = deferredLoads();
    const calls = Array.from({ length: 200 }, () => cache.get('ポケモン', loads.load));
    await Promise.resolve();
    expect(loads.runs).toBe(1);
    loads.answer('answer');
    expect(new Set(await Promise.all(calls))).toEqual(new Set(['answer']));
    expect(await cache.get('ポケモン', loads.load)).toBe('answer');
    expect(loads.runs).toBe(1);
  });

  it('keeps at most its bound, the least recently used going first', async () => {
    const cache = createAnswerCache<string>({ ttlMs: 60_000, maxEntries: 3 });
    let runs = 0;
    const load = (v: string) => async () => {
      runs++;
      return v;
    };
    for (const k of ['a', 'b', 'c']) await cache.get(k, load(k));
    await cache.get('a', load('a'));
    await cache.get('d', load('d'));
    expect(cache.size).toBe(3);
    expect(runs).toBe(4);
    // b was the least recently used: gone; a, c and d are kept.
    for (const k of ['a', 'c', 'd']) await cache.get(k, load(k));
    expect(runs).toBe(4);
    await cache.get('b', load('b'));
    expect(runs).toBe(5);
  });

  it('serves nothing loaded before an invalidation, a load then in flight included', async () => {
    const cache = createAnswerCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    expect(await cache.get('k', async () => 'old')).toBe('old');
    cache.invalidate();
    expect(await cache.get('k', async () => 'new')).toBe('new');

    const loads = deferredLoads();
    const before = cache.get('slow', loads.load);
    await Promise.resolve();
    cache.invalidate();
    // The call made before the change still gets its answer, which is not kept.
    loads.answer('stale');
    expect(await before).toBe('stale');
    expect(await cache.get('slow', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep a failed load', async () => {
    const cache = createAnswerCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('k', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });
});
