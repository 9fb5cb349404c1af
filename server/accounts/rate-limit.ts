// Fixed-window counters in the database, so that several server processes count together. One upsert
// per hit: atomic in both SQLite and PostgreSQL.
import { sql } from 'kysely';
import type { Executor } from './sessions';
import { rateLimited } from '../http/failure';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Counts a hit; `wait` is the seconds to wait when the limit is passed, else 0. */
async function counted(db: Executor, key: string, limit: Limit, now: number) {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
        window_start: sql<number>`excluded.window_start`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return { count: row.count, windowStart, wait: row.count > limit.max ? Math.ceil((windowStart + windowMs - now) / 1000) : 0 };
}

export interface Attempt {
  /** The attempts counted in this window, this one included. */
  count: number;
  /** Seconds to wait when this attempt is past the limit, else 0. */
  wait: number;
  /** Uncounts this attempt (it turned out not to be a failure); nothing once its window has passed. */
  takeBack(): Promise<void>;
}

/**
 * Counts an attempt at once and lets the caller take it back when it succeeds, so that only failures stay
 * counted. Counting first, rather than only after a failure, means attempts made in parallel each see the
 * ones before them: a burst cannot all pass a check that none of them has been counted in yet.
 */
export async function countAttempt(db: Executor, key: string, limit: Limit, now: number): Promise<Attempt> {
  const { count, windowStart, wait } = await counted(db, key, limit, now);
  return {
    count,
    wait,
    async takeBack() {
      await db
        .updateTable('rate_limits')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .where('count', '>', 0)
        .execute();
    },
  };
}

/** Counts a hit on each key and throws 429 when any of them is over its limit. */
export async function enforce(db: Executor, now: number, checks: readonly (readonly [key: string, limit: Limit])[]): Promise<void> {
  let wait = 0;
  for (const [key, limit] of checks) wait = Math.max(wait, (await counted(db, key, limit, now)).wait);
  if (wait > 0) throw rateLimited(wait);
}

export async function forget(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
