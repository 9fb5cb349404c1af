// When a failed job runs again, and when a recurring kind's next occurrence is due. Pure, so the tables
// of both are unit-tested (timing.test.ts).
import { constants } from '../../generated/constants';

export interface Backoff {
  firstMs: number;
  factor: number;
  maxMs: number;
}

/** The wait before the next run of a job that has failed `failures` times (1 after the first failure). */
export function backoffMs(failures: number, backoff: Backoff = constants.jobs.backoff): number {
  if (failures < 1) return 0;
  // Past the cap the power would only overflow towards Infinity; the cap is what counts.
  const raw = backoff.firstMs * backoff.factor ** (failures - 1);
  return Math.min(backoff.maxMs, Math.round(raw));
}

export interface Occurrence {
  key: string;
  dueAt: number;
}

/**
 * The first occurrence of a recurring kind strictly after `after`. Occurrences fall on multiples of
 * `everyMs` since the epoch, so processes that start together compute the same key for the same slot and
 * schedule one job between them (the key is unique).
 */
export function nextOccurrence(kind: string, everyMs: number, after: number): Occurrence {
  const slot = Math.floor(after / everyMs) + 1;
  return { key: `${kind}@${slot}`, dueAt: slot * everyMs };
}
