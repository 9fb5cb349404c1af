// The durable job runner: every server process polls the `jobs` table, claims one due job at a time under
// a lease (lease_owner = this process, lease_until = now + lease, renewed while the job runs), runs its
// kind's definition, and marks it done only while the lease is still its own. A failure is retried with exponential back-off up to
// constants.jobs.maxAttempts, then the job is marked failed and logged as an error. A crashed process's
// claim simply runs out, and another process (or this one after its restart) takes the job up again:
// definitions are idempotent. Recurring kinds (`everyMs`) keep one pending occurrence each.
//
// Why not a library: the only well-kept Node queue with both a PostgreSQL and a SQLite backend is
// Sidequest, and it brings knex with its own connection pool, its own migrations and `sidequest_*`
// tables, and its SQLite backend is "not recommended for production" by its authors. Our work must be
// scheduled INSIDE the business transaction that makes it necessary (an auction's close in the bid's
// transaction, a reminder in the parcel's) — scheduleJob(trx, …) on our own Kysely connection — which a
// queue on another connection cannot join (on SQLite a second writer connection would even queue behind
// our own open transaction). graphile-worker and pg-boss are PostgreSQL only. What we need — a claim, a
// lease, back-off — is one UPDATE per step on the table migration 0013 already made, so it stays here.
//
// Claiming: on PostgreSQL `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1) RETURNING`, so
// processes sharing a database take different rows and never the same one twice; on SQLite the same
// statement without the locking clause is atomic by itself (a write statement takes the database's one
// write lock before it reads).
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { hostname } from 'node:os';
import { constants } from '../../generated/constants';
import type { JobsTable } from '../db/types';
import type { Services } from '../services';
import { scheduleJob } from './schedule';
import { backoffMs, nextOccurrence } from './timing';
import type { Job, JobDefinition, JobDefinitions } from './types';

// Updates below are guarded by lease_owner and lease_until as claimed: they only land while the lease is ours.
type JobRow = Selectable<JobsTable>;

export interface JobRunnerOptions {
  definitions: JobDefinitions;
  /** Runs due jobs at start and every pollMs; off leaves them to runDue(). */
  polling: boolean;
  pollMs: number;
  leaseMs: number;
  /** This process's name in lease_owner; unique per runner by default. */
  owner?: string;
}

export interface JobRunner {
  readonly owner: string;
  /** Schedules each recurring kind's next occurrence; when polling, runs what fell due while down, then polls. */
  start(): Promise<void>;
  /**
   * Runs every job due at `now` (default: the clock), one after another, and returns how many ran. With
   * `now` given, the jobs see a clock moved on to it (services.now()), so tests move time without waiting.
   */
  runDue(now?: number): Promise<number>;
  /** Waits for the job run under way, if any. */
  idle(): Promise<void>;
  /** Stops polling and waits for the job under way: none is left half-run against a closed database. */
  stop(): Promise<void>;
}

const lastErrorMax = 2000;

export function createJobRunner(services: Services, options: JobRunnerOptions): JobRunner {
  const { db, log } = services;
  const { definitions, leaseMs } = options;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  // Runs in this process go one at a time: a poll and a runDue() never interleave, and idle() has one
  // promise to wait for.
  let chain: Promise<unknown> = Promise.resolve();
  let queued = 0;
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    queued++;
    const run = chain.then(work).finally(() => queued--);
    chain = run.catch(() => undefined);
    return run;
  };

  async function claim(dueBy: number, now: number): Promise<JobRow | undefined> {
    return db
      .updateTable('jobs')
      .set({ lease_owner: owner, lease_until: now + leaseMs, updated_at: now })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('done_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('due_at', '<=', dueBy)
          .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<=', now)]))
          .orderBy('due_at')
          .orderBy('id')
          .limit(1)
          .$if(services.dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
      )
      .returningAll()
      .executeTakeFirst();
  }

  async function scheduleNext(trx: Services['db'], kind: string, definition: JobDefinition, after: number, now: number) {
    if (!definition.everyMs) return;
    await scheduleJob(trx, { kind, ...nextOccurrence(kind, definition.everyMs, after) }, now);
  }

  /**
   * Marking a one-off job done or failed is one statement; a recurring kind's next occurrence is scheduled
   * in the same transaction. (Keeping one-off jobs out of a transaction also lets two test servers share
   * one SQLite file inside one process, where a writer waiting for the lock blocks the other's commit.)
   */
  const within = <T>(definition: JobDefinition | undefined, work: (trx: Services['db']) => Promise<T>): Promise<T> =>
    definition?.everyMs ? db.transaction().execute(work) : work(db);

  async function complete(row: JobRow, definition: JobDefinition, now: number): Promise<void> {
    await within(definition, async (trx) => {
      // Rescheduled while it ran (a new due time or payload): it runs again then, so only the lease goes.
      const done = await trx
        .updateTable('jobs')
        .set({ done_at: now, lease_owner: null, lease_until: null, updated_at: now })
        .where('id', '=', row.id)
        .where('lease_owner', '=', owner)
        .where('lease_until', '=', row.lease_until)
        .where('done_at', 'is', null)
        .where('due_at', '=', row.due_at)
        .where('payload', '=', row.payload)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) {
        await trx.updateTable('jobs').set({ lease_owner: null, lease_until: null, updated_at: now })
          .where('id', '=', row.id).where('lease_owner', '=', owner).where('lease_until', '=', row.lease_until).execute();
        return;
      }
      await scheduleNext(trx, row.kind, definition, Math.max(now, row.due_at), now);
    });
  }

  async function failed(row: JobRow, definition: JobDefinition | undefined, now: number, error: unknown, final: boolean): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, lastErrorMax);
    const failures = row.attempts + 1;
    const giveUp = final || failures >= constants.jobs.maxAttempts;
    const marked = await within(definition, async (trx) => {
      const result = await trx
        .updateTable('jobs')
        .set({
          attempts: failures,
          last_error: message,
          lease_owner: null,
          lease_until: null,
          updated_at: now,
          ...(giveUp ? { failed_at: now } : { due_at: now + backoffMs(failures) }),
        })
        .where('id', '=', row.id)
        .where('lease_owner', '=', owner)
        .where('lease_until', '=', row.lease_until)
        .executeTakeFirst();
      const ours = Number(result.numUpdatedRows) > 0;
      if (giveUp && ours && definition) await scheduleNext(trx, row.kind, definition, now, now);
      return ours;
    });
    // A run whose lease another process took over has nothing to report: that process owns the job now.
    if (!marked) return;
    if (giveUp) log.error({ kind: row.kind, key: row.key, attempts: failures, error: message }, 'job failed for good');
    else log.warn({ kind: row.kind, key: row.key, attempts: failures, error: message }, 'job failed, will retry');
  }

  async function runOne(row: JobRow, clock: Services): Promise<void> {
    const definition = definitions[row.kind];
    if (!definition) {
      await failed(row, undefined, clock.now(), new Error(`unknown job kind "${row.kind}": no definition in server/jobs/registry.ts`), true);
      return;
    }
    // A long run renews its lease (a third of the way through each), so that another process takes the
    // job up only when this one has died, not merely because the job is slow.
    const held = { ...row };
    let renewing = Promise.resolve();
    const renewal = setInterval(() => {
      renewing = renewing
        .then(async () => {
          const until = clock.now() + leaseMs;
          const renewed = await db.updateTable('jobs').set({ lease_until: until })
            .where('id', '=', held.id).where('lease_owner', '=', owner).where('lease_until', '=', held.lease_until).executeTakeFirst();
          if (Number(renewed.numUpdatedRows) > 0) held.lease_until = until;
        })
        .catch((error: unknown) => log.warn({ kind: held.kind, key: held.key, error: String(error) }, 'job lease renewal failed'));
    }, Math.max(1, Math.floor(leaseMs / 3)));
    let outcome: { error: unknown } | null = null;
    try {
      const job: Job = { id: row.id, kind: row.kind, key: row.key, payload: JSON.parse(row.payload) as unknown, attempts: row.attempts, dueAt: row.due_at };
      await definition.run(clock, job);
    } catch (error) {
      outcome = { error };
    } finally {
      clearInterval(renewal);
      await renewing;
    }
    if (outcome) await failed(held, definition, clock.now(), outcome.error, false);
    else await complete(held, definition, clock.now());
  }

  async function drain(at: number | undefined): Promise<number> {
    const offset = at === undefined ? 0 : at - services.now();
    const clock: Services = offset === 0 ? services : { ...services, now: () => services.now() + offset };
    // Jobs that fall due while we drain wait for the next run, so a short recurring kind cannot keep us here.
    // A given `at` is the bound itself: read back through the shifted clock it would drift by the
    // milliseconds spent getting here, and take in a job due just after it.
    const dueBy = at ?? clock.now();
    let ran = 0;
    while (!stopped) {
      const row = await claim(dueBy, clock.now());
      if (!row) break;
      await runOne(row, clock);
      ran++;
    }
    return ran;
  }

  async function ensureRecurring(now: number): Promise<void> {
    for (const [kind, definition] of Object.entries(definitions)) {
      if (!definition.everyMs) continue;
      const pending = await db.selectFrom('jobs').select('id').where('kind', '=', kind).where('done_at', 'is', null).where('failed_at', 'is', null).limit(1).executeTakeFirst();
      if (!pending) await scheduleJob(db, { kind, ...nextOccurrence(kind, definition.everyMs, now) }, now);
    }
  }

  const poll = () => {
    if (stopped || queued > 0) return;
    exclusive(() => drain(undefined)).catch((error: unknown) => log.warn({ error: String(error) }, 'job poll failed'));
  };

  return {
    owner,
    async start() {
      await ensureRecurring(services.now());
      if (!options.polling) return;
      poll();
      timer = setInterval(poll, options.pollMs);
      timer.unref();
    },
    runDue(now) {
      return exclusive(() => drain(now));
    },
    async idle() {
      while (queued > 0) await chain;
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      while (queued > 0) await chain;
    },
  };
}
