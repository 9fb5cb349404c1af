// kill -9 of a server process in the middle of a job, then a restart on the same database: the job is
// not lost, and it runs again only once the dead process's lease has run out. A short lease
// (JOBS_LEASE_MS) keeps this to seconds. SQLite, and PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleJob } from '../jobs/schedule';
import { createEffectsTable, effects } from './job-kinds';
import { serverProcess } from './server-process';

const leaseMs = 2_000;
const server = serverProcess('jobs-crash', { JOBS_LEASE_MS: String(leaseMs), JOBS_POLL_MS: '100', SEED_GOODS: '0' }, 'server/test/job-process.ts');

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(() => server.setup());
afterAll(() => server.teardown());

describe('kill -9 during a job', () => {
  it('runs the job again after the restart, once the lease is over, and finishes it', async () => {
    // The first process hangs in every crashable job it takes.
    await server.start({ JOB_HANG: '1' });
    const { db } = server.open();
    await createEffectsTable(db);
    const scheduledAt = Date.now();
    await db.transaction().execute((trx) => scheduleJob(trx, { kind: 'crashable', key: 'crash-1', dueAt: scheduledAt }, scheduledAt));

    const [started] = await until('the first run to start', async () => (await effects(db, 'crash-1')).length > 0 && effects(db, 'crash-1'));
    const claimed = await db.selectFrom('jobs').selectAll().where('key', '=', 'crash-1').executeTakeFirstOrThrow();
    expect(claimed.lease_owner).not.toBeNull();
    expect(claimed.lease_until).toBeGreaterThan(started!.at);
    await server.killHard();

    await server.start();
    const done = await until('the job to be done', async () => {
      const job = await db.selectFrom('jobs').selectAll().where('key', '=', 'crash-1').executeTakeFirstOrThrow();
      return job.done_at !== null && job;
    });
    const runs = await effects(db, 'crash-1');
    expect(runs.map((r) => r.phase)).toEqual(['start', 'start', 'end']);
    // The restarted process took it only after the dead one's lease ran out, and it was one run, not two.
    expect(runs[1]!.at).toBeGreaterThanOrEqual(claimed.lease_until!);
    expect(runs[1]!.owner).not.toBe(runs[0]!.owner);
    expect(runs[2]!.owner).toBe(runs[1]!.owner);
    expect(done.attempts).toBe(0);
    expect(done.failed_at).toBeNull();
    expect(done.lease_owner).toBeNull();
  });
});
