// The rate limit two server processes share through one database (two connections to it here): the times it
// grants are never closer than one call's share of the limit (and its leeway: 5% more), across what was a
// window's edge too, and a call is let through no earlier than its granted time.
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { freshDatabasePerTest } from '../test/bare-database';
import { createRateLimit } from './rate-limit';

const database = freshDatabasePerTest('rate-limit');
const oneASecond = { calls: 1, perSeconds: 1 };

/** Two processes' limiters on one database and one clock, each wait recorded instead of waited out. */
async function twoProcesses(limit = oneASecond) {
  const [first, second] = [database(), database.another()];
  await migrate(first.db, first.dialect);
  const clock = { now: 10_999 };
  const waits: number[] = [];
  const limiter = (db: typeof first.db) =>
    createRateLimit({ db, now: () => clock.now }, 'amazon-paapi', limit, async (ms) => {
      waits.push(ms);
    });
  return { a: limiter(first.db), b: limiter(second.db), clock, waits };
}

describe('the shared rate limit', () => {
  it('spaces a call after another process’s by the limit, where a window’s edge lies between them', async () => {
    const { a, b, clock, waits } = await twoProcesses();
    expect(await a.acquire()).toBe(10_999);
    // Two ms later, in what a fixed one-second window would call the next window.
    clock.now = 11_001;
    expect(await b.acquire()).toBe(12_049);
    expect(waits).toEqual([1048]);
    // Once the turn taken has passed, a call goes at once.
    clock.now = 13_500;
    expect(await a.acquire()).toBe(13_500);
    expect(waits).toEqual([1048]);
  });

  it('grants calls asked at once by both processes one spacing apart, none twice and none lost', async () => {
    const { a, b, clock } = await twoProcesses({ calls: 2, perSeconds: 1 });
    const asked = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).acquire());
    const granted = (await Promise.all(asked)).sort((x, y) => x - y);
    expect(granted).toEqual(Array.from({ length: 10 }, (_, i) => clock.now + i * 525));
  });

  it('never grants two calls closer than the spacing while the clock moves on unevenly', async () => {
    const { a, b, clock } = await twoProcesses();
    const granted: number[] = [];
    let seed = 7;
    const step = () => (seed = (seed * 48_271) % 2_147_483_647) % 1300;
    for (let round = 0; round < 30; round++) {
      clock.now += step();
      const asked = clock.now;
      const turns = await Promise.all([a.acquire(), ...(round % 3 === 0 ? [b.acquire()] : [])]);
      for (const turn of turns) expect(turn).toBeGreaterThanOrEqual(asked);
      granted.push(...turns);
    }
    granted.sort((x, y) => x - y);
    const gaps = granted.slice(1).map((t, i) => t - granted[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
  });

  it('waits out a turn that falls within a millisecond of the clock', async () => {
    const { db, dialect } = database();
    await migrate(db, dialect);
    // 100 calls a second plus the leeway: turns 10.5 ms apart, so every other one falls mid-millisecond. The
    // clock reads whole milliseconds of a real time the waits advance.
    const real = { ms: 50_000 };
    const limit = createRateLimit({ db, now: () => Math.floor(real.ms) }, 'rakuten-ichiba', { calls: 100, perSeconds: 1 }, async (ms) => {
      real.ms += ms;
    });
    for (let i = 0; i < 4; i++) {
      const granted = await limit.acquire();
      expect(Math.floor(real.ms)).toBeGreaterThanOrEqual(granted);
    }
  });

  it('lets a call through no earlier than its granted time', async () => {
    const { db, dialect } = database();
    await migrate(db, dialect);
    const limit = createRateLimit({ db, now: Date.now }, 'rakuten-ichiba', { calls: 100, perSeconds: 1 });
    for (let i = 0; i < 3; i++) {
      const granted = await limit.acquire();
      expect(Date.now()).toBeGreaterThanOrEqual(granted);
    }
  });
});
