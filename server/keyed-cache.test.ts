import { describe, expect, it } from 'vitest';
import { createChangeLog } from './db/changes';
import { createKeyedCache } from './keyed-cache';

function setup(ttlMs = 5000, maxEntries = 10) {
  let wall = 1_000_000;
  const now = () => wall;
  const changes = createChangeLog(ttlMs, now);
  const cache = createKeyedCache<string>(changes, { ttlMs, maxEntries, now });
  let loads = 0;
  const get = (key: string, dependsOn = [`t:${key}`]) =>
    cache.get(key, async () => {
      loads++;
      return { value: `${key}#${loads}`, dependsOn };
    });
  return { changes, get, loads: () => loads, advance: (ms: number) => (wall += ms) };
}

describe('keyed cache', () => {
  it('keeps an entry until a row it depends on changes, and only that entry', async () => {
    const { changes, get, loads } = setup();
    expect(await get('a')).toBe('a#1');
    expect(await get('b')).toBe('b#2');
    expect(await get('a')).toBe('a#1');
    changes.note('t:a');
    expect(await get('a')).toBe('a#3');
    expect(await get('b')).toBe('b#2');
    changes.note('t:unrelated');
    expect(await get('a')).toBe('a#3');
    expect(loads()).toBe(3);
  });

  it('does not keep what a load read while a change was noted', async () => {
    const changes = createChangeLog(5000);
    const cache = createKeyedCache<number>(changes, { ttlMs: 5000, maxEntries: 10 });
    let value = 1;
    // The row changes while the first load is under way: what it read may predate the change.
    const first = await cache.get('k', async () => {
      const read = value;
      value = 2;
      changes.note('t:k');
      return { value: read, dependsOn: ['t:k'] };
    });
    expect(first).toBe(1);
    expect(await cache.get('k', async () => ({ value, dependsOn: ['t:k'] }))).toBe(2);
  });

  it('reloads once the time is up even when nothing was noted', async () => {
    const { get, advance } = setup(5000);
    expect(await get('a')).toBe('a#1');
    advance(4999);
    expect(await get('a')).toBe('a#1');
    advance(1);
    expect(await get('a')).toBe('a#2');
  });

  it('trusts nothing after a change it cannot place, or while changes are not watched', async () => {
    const { changes, get } = setup();
    await get('a');
    changes.noteAll();
    expect(await get('a')).toBe('a#2');
    changes.setWatching(false);
    expect(await get('a')).toBe('a#3');
    expect(await get('a')).toBe('a#4');
    changes.setWatching(true);
    expect(await get('a')).toBe('a#5');
    expect(await get('a')).toBe('a#5');
  });

  it('keeps at most maxEntries, dropping the oldest built', async () => {
    const { get } = setup(5000, 2);
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(await get('b')).toBe('b#2');
    expect(await get('a')).toBe('a#4');
  });

  it('forgets an old change only once no entry could predate it', async () => {
    const { changes, get, advance } = setup(5000);
    await get('a');
    advance(1000);
    changes.note('t:a');
    advance(4000);
    // Forgetting 't:a' here would bring back the entry built before it: it is still within its time.
    changes.note('t:other');
    expect(await get('a')).toBe('a#2');
  });

  it('caches nothing with a TTL of 0, and nothing for a load that finds nothing', async () => {
    const changes = createChangeLog(0);
    let loads = 0;
    const off = createKeyedCache<number>(changes, { ttlMs: 0, maxEntries: 10 });
    await off.get('k', async () => ({ value: ++loads, dependsOn: [] }));
    expect(await off.get('k', async () => ({ value: ++loads, dependsOn: [] }))).toBe(2);
    const on = createKeyedCache<number>(createChangeLog(5000), { ttlMs: 5000, maxEntries: 10 });
    expect(await on.get('k', async () => null)).toBeNull();
    expect(await on.get('k', async () => ({ value: 7, dependsOn: [] }))).toBe(7);
  });
});
