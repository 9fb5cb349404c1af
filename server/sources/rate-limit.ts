// The provider's rate limit, kept in the database so that every server process sharing it spaces the same
// calls (the provider counts per key). Each provider's row holds the earliest time its next call may be made:
// a call takes that time (or now, when it has passed) and moves it on by one call's share of the limit, in one
// statement, so no two calls are ever granted closer than that share, whichever processes make them. A fixed
// window would let a window's last call and the next window's first through a moment apart.
import { sql } from 'kysely';
import { preparedQuery } from '../db/prepared';
import type { Services } from '../services';

export interface RateLimit {
  /** Resolves once a call may be made, with the time granted to it (ms on the services' clock). */
  acquire(): Promise<number>;
}

/** Takes the provider's next turn: the row's time after this call's, so this call's is that less one spacing. */
const takeTurn = preparedQuery((db, provider: string, nextIfFreeUs: number, spacingUs: number) =>
  db
    .insertInto('provider_calls')
    .values({ provider, next_call_us: nextIfFreeUs })
    .onConflict((oc) =>
      oc.column('provider').doUpdateSet({
        // The later of one spacing after the turn already taken and one spacing after now.
        next_call_us: sql<number>`CASE WHEN provider_calls.next_call_us + ${spacingUs} > excluded.next_call_us THEN provider_calls.next_call_us + ${spacingUs} ELSE excluded.next_call_us END`,
      }),
    )
    .returning('next_call_us'),
);

/** Waits `ms` of real time; a timer may fire a little early (it counts from the event loop's cached time). */
async function waitFor(ms: number): Promise<void> {
  const until = performance.now() + ms;
  for (let left = ms; left > 0; left = until - performance.now()) await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
}

/**
 * Calls are spaced this share more than the limit asks. The provider counts a call when it arrives, by its own
 * millisecond clock, a moment after we send it, and that moment varies: a request on a new connection (the
 * first, or after an idle one closed) arrived ~45 ms later than one on an open connection, and Amazon's replica
 * refused the call sent 1 s after it. 5% of one second covers that.
 */
const leeway = 0.05;

export function createRateLimit(
  services: Pick<Services, 'db' | 'now'>,
  provider: string,
  limit: { calls: number; perSeconds: number },
  /** For tests: how the limiter waits for a turn that has not come yet. */
  wait: (ms: number) => Promise<void> = waitFor,
): RateLimit {
  const spacingUs = Math.ceil(((limit.perSeconds * 1_000_000) / limit.calls) * (1 + leeway));
  return {
    async acquire() {
      const nowUs = Math.round(services.now() * 1000);
      const [row] = await takeTurn(services.db, provider, nowUs + spacingUs, spacingUs);
      const grantedMs = (Number(row!.next_call_us) - spacingUs) / 1000;
      // The turn is kept in microseconds, the clock counts whole milliseconds: waiting only the fraction's
      // worth could let the call go while the clock still read the millisecond before its turn.
      const early = Math.ceil(grantedMs) - services.now();
      if (early > 0) await wait(early);
      return grantedMs;
    },
  };
}
