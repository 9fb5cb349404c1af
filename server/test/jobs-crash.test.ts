// kill -9 of a server process in the middle of a job, then a restart on the same database: the job is
// not lost, and it runs again only once the dead process's lease has run out. A short lease
// (JOBS_LEASE_MS) keeps this to seconds. SQLite, and PostgreSQL when DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/connect';
import { scheduleJob } from '../jobs/schedule';
import { createSchema, dropSchema, newSchemaName } from './harness';
import { createEffectsTable, effects } from './job-kinds';

const root = join(import.meta.dirname, '..', '..');
const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = mkdtempSync(join(tmpdir(), 'storefront-jobs-crash-'));
const schema = databaseUrl ? newSchemaName() : null;
const leaseMs = 2_000;
const env = {
  DATA_DIR: dataDir, JOBS_LEASE_MS: String(leaseMs), JOBS_POLL_MS: '100', SEED_GOODS: '0',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema! } : {}),
};

let child: ChildProcess | null = null;
let handle: DatabaseHandle | null = null;

async function startProcess(extra: Record<string, string> = {}): Promise<void> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/test/job-process.ts'], {
    cwd: root,
    env: { ...process.env, ...env, ...extra, PORT: '0', HOST: '127.0.0.1', SERVE_STATIC: '0', NODE_ENV: 'test', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    proc.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('listening ')) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.stderr!.on('data', (chunk) => (output += chunk));
    proc.once('exit', () => reject(new Error(`the server exited early:\n${output}`)));
  });
}

function killHard(): Promise<void> {
  const proc = child!;
  if (proc.exitCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGKILL');
  return exited;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  if (databaseUrl) await createSchema(databaseUrl, schema!);
}, 30_000);

afterAll(async () => {
  if (child) await killHard();
  await handle?.close();
  if (databaseUrl) await dropSchema(databaseUrl, schema!);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 during a job', () => {
  it('runs the job again after the restart, once the lease is over, and finishes it', async () => {
    // The first process hangs in every crashable job it takes.
    await startProcess({ JOB_HANG: '1' });
    handle = openDatabase(loadConfig({ ...env, NODE_ENV: 'test' }));
    const { db } = handle;
    await createEffectsTable(db);
    const scheduledAt = Date.now();
    await db.transaction().execute((trx) => scheduleJob(trx, { kind: 'crashable', key: 'crash-1', dueAt: scheduledAt }, scheduledAt));

    const [started] = await until('the first run to start', async () => (await effects(db, 'crash-1')).length > 0 && effects(db, 'crash-1'));
    const claimed = await db.selectFrom('jobs').selectAll().where('key', '=', 'crash-1').executeTakeFirstOrThrow();
    expect(claimed.lease_owner).not.toBeNull();
    expect(claimed.lease_until).toBeGreaterThan(started!.at);
    await killHard();

    await startProcess();
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
  }, 120_000);
});
