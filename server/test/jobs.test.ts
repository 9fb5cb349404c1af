// The durable job runner over a real database (SQLite, or PostgreSQL with DATABASE_URL): jobs due while
// no server ran run at start, failures retry with back-off and finally fail, a lease that runs out lets
// another process take the job, two processes on one database run every job exactly once, recurring
// kinds keep one occurrence, and the order time-outs cancel and refund through the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { createJobRunner } from '../jobs/runner';
import { scheduleJob } from '../jobs/schedule';
import { backoffMs, nextOccurrence } from '../jobs/timing';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { moveOnTimedOutOrders } from '../orders/timeouts';
import { transition } from '../orders/transition';
import { type TestServer, startTestServer } from './harness';
import { control, createEffectsTable, effects, testJobKinds } from './job-kinds';
import { captureLog } from './log-capture';
import { fixtureCheckout, userIdOf } from './order-fixture';

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer({}, undefined, undefined, testJobKinds);
  b = await startTestServer({}, undefined, a, testJobKinds);
  await createEffectsTable(a.services.db);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const schedule = (server: TestServer, kind: string, key: string, dueAt: number) =>
  server.services.db.transaction().execute((trx) => scheduleJob(trx, { kind, key, dueAt }, Date.now()));
const row = (server: TestServer, key: string) => server.services.db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirstOrThrow();

describe('the job runner', () => {
  it('runs jobs that fell due while no server ran as soon as one starts', async () => {
    const now = Date.now();
    await schedule(a, 'effect', 'down-1', now - 3_600_000);
    await schedule(a, 'effect', 'down-2', now - 60_000);
    await schedule(a, 'effect', 'later', now + 3_600_000);
    const polling = await startTestServer({ jobs: { polling: true, pollMs: 60_000, leaseMs: constants.jobs.leaseMs } }, undefined, a, testJobKinds);
    try {
      await polling.jobs.idle();
      expect((await effects(a.services.db, 'down-1')).length).toBe(1);
      expect((await effects(a.services.db, 'down-2')).length).toBe(1);
      expect((await row(a, 'down-1')).done_at).not.toBeNull();
      expect((await row(a, 'later')).done_at).toBeNull();
      expect(await effects(a.services.db, 'later')).toEqual([]);
    } finally {
      await polling.close();
    }
  });

  it('retries a failing job with growing waits, then marks it failed', async () => {
    let at = Date.now();
    await schedule(a, 'failing', 'flaky', at);
    for (let failures = 1; failures <= constants.jobs.maxAttempts; failures++) {
      // Not before its time…
      if (failures > 1) {
        await a.jobs.runDue(at - 1);
        expect((await row(a, 'flaky')).attempts).toBe(failures - 1);
      }
      expect(await a.jobs.runDue(at)).toBeGreaterThanOrEqual(1);
      const job = await row(a, 'flaky');
      expect(job.attempts).toBe(failures);
      expect(job.last_error).toBe('the marketplace did not answer');
      expect(job.lease_owner).toBeNull();
      if (failures < constants.jobs.maxAttempts) {
        expect(job.failed_at).toBeNull();
        // …and then after the back-off for this many failures (measured from the failure, a moment after `at`).
        expect(job.due_at - at).toBeGreaterThanOrEqual(backoffMs(failures));
        expect(job.due_at - at).toBeLessThan(backoffMs(failures) + 5_000);
        at = job.due_at;
      } else {
        expect(job.failed_at).not.toBeNull();
      }
    }
    await a.jobs.runDue(at + 365 * 86_400_000);
    expect((await effects(a.services.db, 'flaky')).map((e) => e.phase)).toEqual(Array.from({ length: constants.jobs.maxAttempts }, (_, i) => `attempt ${i}`));
  });

  it('logs a job that gives up as an error, naming it and its last error', async () => {
    const { log, lines } = captureLog('warn');
    const runner = createJobRunner({ ...a.services, log }, { definitions: testJobKinds, polling: false, pollMs: 60_000, leaseMs: 60_000 });
    const now = Date.now();
    await schedule(a, 'failing', 'last-chance', now);
    await a.services.db.updateTable('jobs').set({ attempts: constants.jobs.maxAttempts - 1 }).where('key', '=', 'last-chance').execute();
    await runner.runDue(now);
    expect((await row(a, 'last-chance')).failed_at).not.toBeNull();
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'job failed for good', kind: 'failing', key: 'last-chance', attempts: constants.jobs.maxAttempts, error: 'the marketplace did not answer' }));
  });

  it('fails a job of an unknown kind at once, saying so', async () => {
    await schedule(a, 'noSuchKind', 'unknown-1', Date.now());
    expect(await a.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const job = await row(a, 'unknown-1');
    expect(job.failed_at).not.toBeNull();
    expect(job.last_error).toContain('unknown job kind "noSuchKind"');
  });

  it('lets another process take a job whose lease ran out, and the first cannot then mark it done', async () => {
    const now = Date.now();
    await schedule(a, 'held', 'leased', now);
    let release!: () => void;
    control.hold = new Promise<void>((resolve) => (release = resolve));
    const first = a.jobs.runDue(now);
    while ((await effects(a.services.db, 'leased')).length === 0) await new Promise((r) => setTimeout(r, 10));
    const claimed = await row(a, 'leased');
    expect(claimed.lease_owner).not.toBeNull();
    // Within the lease, nobody else takes it.
    await b.jobs.runDue(now);
    expect((await effects(a.services.db, 'leased')).length).toBe(1);
    // Once it has run out, the other process does, and finishes it.
    expect(await b.jobs.runDue(claimed.lease_until! + 1)).toBeGreaterThanOrEqual(1);
    const doneByB = await row(a, 'leased');
    expect(doneByB.done_at).not.toBeNull();
    expect(doneByB.lease_owner).toBeNull();
    release();
    expect(await first).toBe(1);
    // The first run's late finish changed nothing.
    expect(await row(a, 'leased')).toEqual(doneByB);
    expect((await effects(a.services.db, 'leased')).map((e) => e.phase)).toEqual(['start', 'start', 'end', 'end']);
  });

  it('keeps the lease of a job that outlasts it while its process lives', async () => {
    const leaseMs = 300;
    const short = await startTestServer({ jobs: { polling: false, pollMs: 60_000, leaseMs } }, undefined, a, testJobKinds);
    let release = () => {};
    try {
      await schedule(a, 'held', 'slow', Date.now());
      control.hold = new Promise<void>((resolve) => (release = resolve));
      const running = short.jobs.runDue();
      while ((await effects(a.services.db, 'slow')).length === 0) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, leaseMs * 3));
      // Three leases later the job is still its own: the other server does not take it.
      await b.jobs.runDue();
      expect((await effects(a.services.db, 'slow')).map((e) => e.phase)).toEqual(['start']);
      expect((await row(a, 'slow')).lease_until).toBeGreaterThan(Date.now());
      release();
      await running;
      expect((await row(a, 'slow')).done_at).not.toBeNull();
      expect((await effects(a.services.db, 'slow')).map((e) => e.phase)).toEqual(['start', 'end']);
    } finally {
      release();
      await short.close();
    }
  });

  it('runs each of many due jobs exactly once with two processes on one database', async () => {
    const now = Date.now();
    const keys = Array.from({ length: 60 }, (_, i) => `many-${i}`);
    await a.services.db.transaction().execute(async (trx) => {
      for (const key of keys) await scheduleJob(trx, { kind: 'effect', key, dueAt: now - 1000 }, now);
    });
    const counts = await Promise.all([a.jobs.runDue(now), b.jobs.runDue(now), a.jobs.runDue(now), b.jobs.runDue(now)]);
    // Every process ran some (a recurring kind falling due meanwhile may add one).
    expect(counts.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(keys.length);
    const ran = (await effects(a.services.db)).filter((e) => e.job_key.startsWith('many-'));
    expect(ran.map((e) => e.job_key).sort()).toEqual([...keys].sort());
    const pending = await a.services.db.selectFrom('jobs').select('key').where('key', 'like', 'many-%').where('done_at', 'is', null).execute();
    expect(pending).toEqual([]);
  });

  it('keeps one pending occurrence of a recurring kind, the next one scheduled when one completes', async () => {
    const pendingTicks = () => a.services.db.selectFrom('jobs').select(['key', 'due_at']).where('kind', '=', 'tick').where('done_at', 'is', null).execute();
    // Both processes started: still one occurrence, on the slot boundary.
    const [first] = await pendingTicks();
    expect(await pendingTicks()).toHaveLength(1);
    expect(first!.due_at % 60_000).toBe(0);
    expect(await a.jobs.runDue(first!.due_at)).toBeGreaterThanOrEqual(1);
    expect((await effects(a.services.db, first!.key)).length).toBe(1);
    const next = await pendingTicks();
    expect(next).toHaveLength(1);
    expect(next[0]!.due_at).toBeGreaterThan(first!.due_at);
    expect(nextOccurrence('tick', 60_000, next[0]!.due_at - 1)).toEqual({ key: next[0]!.key, dueAt: next[0]!.due_at });
  });
});

describe('order time-outs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('cancels and refunds orders left waiting past their limit, and none inside it', async () => {
    const { db, dialect } = server.services;
    await server.verifiedShopper('waiting@example.com');
    const userId = await userIdOf(db, 'waiting@example.com');
    const now = Date.now();
    const day = 86_400_000;
    const { orderIds } = await fixtureCheckout(db, dialect, userId, [
      { kind: 'anybuy', priceYen: 12_000 },
      { kind: 'anybuy', priceYen: 8_000 },
      { priceYen: 5_000 },
      { priceYen: 4_000 },
    ]);
    const [stale, fresh, wonStale, wonFresh] = orderIds as [number, number, number, number];
    const correctedAt = async (orderId: number, at: number) => {
      const services = { ...server.services, now: () => at };
      await db.transaction().execute((tx) => transition(tx, services, { orderId, action: 'correctPrice', actor: { kind: 'staff', id: null }, inputs: { priceYen: 13_000, reason: 'price went up' } }));
    };
    const { priceChangedDays, awaitingPaymentDays, checkEveryMinutes } = constants.orders.timeouts;
    await correctedAt(stale, now - priceChangedDays * day - 60_000);
    await correctedAt(fresh, now - priceChangedDays * day + 3 * 3_600_000);
    // Won auctions are born awaiting payment (the auction engineer's closing makes them).
    await db.updateTable('orders').set({ kind: 'auction', state: 'awaitingPayment', created_at: now - awaitingPaymentDays * day - 60_000 }).where('id', '=', wonStale).execute();
    await db.updateTable('orders').set({ kind: 'auction', state: 'awaitingPayment', created_at: now - awaitingPaymentDays * day + 3 * 3_600_000 }).where('id', '=', wonFresh).execute();
    const walletBefore = await balance(db, accounts.wallet(userId));
    const staleTotal = await balance(db, accounts.order(stale));
    const wonTotal = await balance(db, accounts.order(wonStale));

    // The recurring check's next occurrence is at most one interval away.
    expect(await server.jobs.runDue(now + checkEveryMinutes * 60_000)).toBeGreaterThanOrEqual(1);
    const states = await db.selectFrom('orders').select(['id', 'state']).where('id', 'in', orderIds).orderBy('id').execute();
    expect(Object.fromEntries(states.map((o) => [o.id, o.state]))).toEqual({ [stale]: 'cancelled', [fresh]: 'priceChanged', [wonStale]: 'cancelled', [wonFresh]: 'awaitingPayment' });
    expect(await balance(db, accounts.order(stale))).toBe(0);
    expect(await balance(db, accounts.wallet(userId))).toBe(walletBefore + staleTotal + wonTotal);
    const events = await db.selectFrom('order_events').select(['order_id', 'actor']).where('action', '=', 'cancel').orderBy('order_id').execute();
    expect(events).toEqual([{ order_id: stale, actor: 'system' }, { order_id: wonStale, actor: 'system' }]);
    // One run of the check cancelled both orders of one checkout: one message tells of both, with both refunds
    // (events of one checkout are one message, server/orders/notices.ts).
    const told = await db.selectFrom('messages').select(['title', 'body']).where('user_id', '=', userId).where('title', 'like', 'Order cancelled%').execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(`¥${(staleTotal + wonTotal).toLocaleString('en-US')}`);
    expect(await reconcile(db)).toEqual([]);

    // Running again changes nothing.
    expect(await moveOnTimedOutOrders({ ...server.services, now: () => now + checkEveryMinutes * 60_000 })).toEqual([]);
    expect(await balance(db, accounts.wallet(userId))).toBe(walletBefore + staleTotal + wonTotal);
  });
  it('completes delivered orders once their after-sales window has passed, earning points, unless a claim is open', async () => {
    const { db, dialect } = server.services;
    await server.verifiedShopper('delivered@example.com');
    const userId = await userIdOf(db, 'delivered@example.com');
    const now = Date.now();
    const window = constants.orders.appealDays * 86_400_000;
    const { orderIds } = await fixtureCheckout(db, dialect, userId, [{ priceYen: 9_000 }, { priceYen: 7_000 }, { priceYen: 6_000 }]);
    const [settled, claimed, recent] = orderIds as [number, number, number];
    const deliveredAt = (id: number, at: number) =>
      db.insertInto('order_events').values({ order_id: id, action: 'markDelivered', from_state: 'shipped', to_state: 'delivered', actor: 'staff', actor_id: null, note: null, created_at: at }).execute();
    await db.updateTable('orders').set({ state: 'delivered' }).where('id', 'in', orderIds).execute();
    await deliveredAt(settled, now - window - 60_000);
    await deliveredAt(claimed, now - window - 60_000);
    await deliveredAt(recent, now - window + 3_600_000);
    await db.insertInto('appeals').values({ order_id: claimed, user_id: userId, reason: 'damaged', detail: 'the box was crushed', status: 'open', resolution: null, refund_yen: null, created_at: now, updated_at: now }).execute();
    const pointsBefore = await balance(db, accounts.points(userId), 'PT');

    expect(await moveOnTimedOutOrders({ ...server.services, now: () => now })).toEqual([settled]);
    const states = await db.selectFrom('orders').select(['id', 'state']).where('id', 'in', orderIds).orderBy('id').execute();
    expect(Object.fromEntries(states.map((o) => [o.id, o.state]))).toEqual({ [settled]: 'completed', [claimed]: 'delivered', [recent]: 'delivered' });
    expect(await balance(db, accounts.points(userId), 'PT')).toBeGreaterThan(pointsBefore);
    expect(await reconcile(db)).toEqual([]);
  });
});
