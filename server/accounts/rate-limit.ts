// Fixed-window counters in the database, so that several server processes count together. One upsert
// per hit: atomic in both SQLite and PostgreSQL.
import { sql } from 'kysely';
import type { Executor } from './sessions';
import { rateLimited } from '../http/failure';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Counts a hit; returns the seconds to wait when the limit is passed, else 0. */
export async function hit(db: Executor, key: string, limit: Limit, now: number): Promise<number> {
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
  return row.count > limit.max ? Math.ceil((windowStart + windowMs - now) / 1000) : 0;
}

/** Counts a hit on each key and throws 429 when any of them is over its limit. */
export async function enforce(db: Executor, now: number, checks: readonly (readonly [key: string, limit: Limit])[]): Promise<void> {
  let wait = 0;
  for (const [key, limit] of checks) wait = Math.max(wait, await hit(db, key, limit, now));
  if (wait > 0) throw rateLimited(wait);
}

/** The hits counted so far in the current window of a key, without counting one. */
export async function peek(db: Executor, key: string, limit: Limit, now: number): Promise<number> {
  const windowMs = limit.windowSeconds * 1000;
  const row = await db.selectFrom('rate_limits').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst();
  return row && row.window_start === now - (now % windowMs) ? row.count : 0;
}

export async function forget(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
