// How any area schedules work: inside the transaction that makes the work necessary, so that the job
// exists exactly when the change it follows does.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface JobRequest {
  kind: string;
  /** One job per key: scheduling a key again moves a pending job's due time (and payload); a done job stays done. */
  key: string;
  dueAt: number;
  payload?: unknown;
}

export async function scheduleJob(trx: Kysely<Database>, job: JobRequest, now: number): Promise<void> {
  const payload = JSON.stringify(job.payload ?? {});
  await trx
    .insertInto('jobs')
    .values({ kind: job.kind, key: job.key, payload, due_at: job.dueAt, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ due_at: job.dueAt, payload, updated_at: now }).where('jobs.done_at', 'is', null).where('jobs.failed_at', 'is', null),
    )
    .execute();
}

/** Drops a pending job (an auction bought out before its end, a parcel paid before its reminder). */
export async function cancelJob(trx: Kysely<Database>, key: string, now: number): Promise<void> {
  await trx.updateTable('jobs').set({ done_at: now, updated_at: now, last_error: 'cancelled' }).where('key', '=', key).where('done_at', 'is', null).execute();
}
