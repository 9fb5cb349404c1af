// The provider's rate limit, counted in the database so that every server process sharing it counts the same
// calls (the provider counts per key). A fixed window: the row's count restarts when a new window begins.
import { sql } from 'kysely';
import type { Services } from '../services';

export interface RateLimit {
  /** Resolves when a call may be made now (waiting for the next window when this one is full). */
  acquire(): Promise<void>;
}

export function createRateLimit(services: Pick<Services, 'db' | 'now'>, provider: string, limit: { calls: number; perSeconds: number }): RateLimit {
  const windowMs = limit.perSeconds * 1000;
  const take = async (windowStart: number) => {
    const row = await services.db
      .insertInto('provider_calls')
      .values({ provider, window_start: windowStart, calls: 1 })
      .onConflict((oc) =>
        oc.column('provider').doUpdateSet({
          // Both sides read the row as it was, so a new window restarts the count at 1.
          calls: sql<number>`CASE WHEN provider_calls.window_start = excluded.window_start THEN provider_calls.calls + 1 ELSE 1 END`,
          window_start: sql<number>`excluded.window_start`,
        }),
      )
      .returning('calls')
      .executeTakeFirstOrThrow();
    return Number(row.calls);
  };
  return {
    async acquire() {
      for (;;) {
        const now = services.now();
        const windowStart = now - (now % windowMs);
        if ((await take(windowStart)) <= limit.calls) return;
        await new Promise((resolve) => setTimeout(resolve, windowStart + windowMs - now));
      }
    },
  };
}
