// Job kinds for the runner's tests. Each run writes a row in `job_effects` (a table the tests create), so
// a test counts exactly how often each job ran, whichever process ran it.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import type { JobDefinitions } from '../jobs/types';

export async function createEffectsTable(db: Kysely<Database>): Promise<void> {
  await sql`create table if not exists job_effects (job_key text not null, phase text not null, owner text not null, at bigint not null)`.execute(db);
}

export async function effects(db: Kysely<Database>, key?: string): Promise<{ job_key: string; phase: string; owner: string; at: number }[]> {
  const rows = await sql<{ job_key: string; phase: string; owner: string; at: number }>`select job_key, phase, owner, at from job_effects ${key ? sql`where job_key = ${key}` : sql``} order by at, job_key`.execute(db);
  return rows.rows.map((r) => ({ ...r, at: Number(r.at) }));
}

const record = (db: Kysely<Database>, key: string, phase: string, owner: string) =>
  sql`insert into job_effects (job_key, phase, owner, at) values (${key}, ${phase}, ${owner}, ${Date.now()})`.execute(db);

/** Test hooks: the next run of kind `held` waits for `hold` (the lease tests run out its lease meanwhile). */
export const control: { hold: Promise<void> | null; owner: string } = { hold: null, owner: 'test' };

export const testJobKinds: JobDefinitions = {
  effect: {
    async run(services, job) {
      await record(services.db, job.key, 'ran', control.owner);
    },
  },
  failing: {
    async run(services, job) {
      await record(services.db, job.key, `attempt ${job.attempts}`, control.owner);
      throw new Error('the marketplace did not answer');
    },
  },
  held: {
    async run(services, job) {
      await record(services.db, job.key, 'start', control.owner);
      // Only the first run waits: the one whose lease the test lets run out.
      const gate = control.hold;
      control.hold = null;
      if (gate) await gate;
      await record(services.db, job.key, 'end', control.owner);
    },
  },
  // The kill -9 test's kind: a process started with JOB_HANG=1 never gets past the start.
  crashable: {
    async run(services, job) {
      await record(services.db, job.key, 'start', String(process.pid));
      if (process.env.JOB_HANG === '1') await new Promise(() => {});
      await record(services.db, job.key, 'end', String(process.pid));
    },
  },
  tick: {
    everyMs: 60_000,
    async run(services, job) {
      await record(services.db, job.key, 'ran', control.owner);
    },
  },
};
