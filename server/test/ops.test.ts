// The operations console over HTTP: staff only (a shopper gets 404, a visitor 403), every staff action
// moving an order as spec/orders.yaml says with its audit row, refunds through the ledger and appeals.
// Warehouse photos have their own file (order-photos.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { accounts } from '../money/accounts';
import { balance, ledgerImbalance } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { t } from '../messages';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { runCommand } from './run-command';
import { type FixtureOrder, openAppeal, shopperWithOrder as orderOfNewShopper } from './ops-fixtures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
let staffId: number;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('ops-staff@example.com');
  staffId = await userId('ops-staff@example.com');
});
afterAll(() => server.close());

const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());

async function userId(email: string): Promise<number> {
  return (await server.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

const shopperWithOrder = (email: string, fixture: FixtureOrder = {}) => orderOfNewShopper(server, email, fixture);

/** Everything a console call may change, beside the fingerprint of the older tables. */
async function snapshot(): Promise<string> {
  const { db } = server.services;
  const parts = [await fingerprint(db)];
  for (const table of ['orders', 'order_events', 'order_photos', 'appeals', 'audit_log', 'ledger_transactions', 'ledger_entries'] as const) {
    parts.push(JSON.stringify(await db.selectFrom(table).selectAll().orderBy('id').execute()));
  }
  return parts.join('\n');
}

async function auditRows(orderId: number) {
  return server.services.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'order').where('target_id', '=', orderId).orderBy('id').execute();
}

const walletOf = (id: number) => balance(server.services.db, accounts.wallet(id), 'JPY');

describe('who may use the console', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['Sig.Ops.Queues', {}],
    ['Sig.Ops.Orders', { queue: 'toBuy' }],
    ['Sig.Ops.Order', { id: 1 }],
    ['Sig.Ops.OrderAction', { id: 1, action: 'startPurchase' }],
    ['Sig.Ops.ResolveAppeal', { appealId: 1, accept: false, resolution: 'no' }],
    ['Sig.Ops.Audit', { targetType: 'order', targetId: 1 }],
  ];

  it('answers a shopper 404 and a visitor 403 for every staff call, changing nothing', async () => {
    const { shopper } = await shopperWithOrder('ops-who@example.com');
    const visitor = server.shopper();
    const before = await snapshot();
    for (const [name, params] of calls) {
      const asShopper = await shopper.call(name, params);
      expect([name, asShopper.status]).toEqual([name, 404]);
      expect(asShopper.body.msg).toBe(`Unknown operation “${name}”.`);
      expect([name, (await visitor.call(name, params)).status]).toEqual([name, 403]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('tells the client the account’s role', async () => {
    expect((await apiOf(staff).getUserInfo()).role).toBe('staff');
    const shopper = await server.verifiedShopper('ops-role@example.com');
    expect((await apiOf(shopper).getUserInfo()).role).toBe('shopper');
  });

  it('npm run ops:staff grants the role to an existing account and refuses an unknown one', async () => {
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: server.dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '', DATABASE_SCHEMA: server.schema ?? '', LOG_LEVEL: 'silent' };
    const run = (email: string) => runCommand('server/cli/ops-staff.ts', [email], env);
    await server.verifiedShopper('ops-cli@example.com');
    const granted = await run('OPS-CLI@example.com');
    expect([granted.status, granted.stdout.trim().split('\n').at(-1)]).toEqual([0, 'OPS-CLI@example.com is now staff and can open /ops.']);
    const row = await server.services.db.selectFrom('users').select('role').where('email', '=', 'ops-cli@example.com').executeTakeFirstOrThrow();
    expect(row.role).toBe('staff');
    expect((await run('ops-cli@example.com')).stdout).toContain('already staff');
    const missing = await run('nobody-here@example.com');
    expect([missing.status, missing.stderr.trim()]).toEqual([1, 'No account with the email nobody-here@example.com. The person must register first.']);
  });
});

describe('queues and the order page', () => {
  it('counts and lists each queue’s orders with the shopper’s email', async () => {
    const api = apiOf(staff);
    const before = Object.fromEntries((await api.opsQueues()).queues.map((q) => [q.queue, q.count]));
    const { order: paid } = await shopperWithOrder('ops-q1@example.com');
    const { order: anybuy } = await shopperWithOrder('ops-q2@example.com', { kind: 'anybuy' });
    const { order: arrived } = await shopperWithOrder('ops-q3@example.com', { state: 'arrived' });
    const { order: failed } = await shopperWithOrder('ops-q4@example.com', { state: 'purchaseFailed' });
    const { order: appealed } = await shopperWithOrder('ops-q5@example.com', { state: 'delivered' });
    const appealId = await openAppeal(server.services.db, appealed);
    const after = Object.fromEntries((await api.opsQueues()).queues.map((q) => [q.queue, q.count]));
    expect(Object.keys(after)).toEqual(['priceReview', 'toBuy', 'awaitingArrival', 'arrived', 'appeals', 'failed']);
    expect(after).toEqual({ ...before, toBuy: before.toBuy! + 1, priceReview: before.priceReview! + 1, arrived: before.arrived! + 1, failed: before.failed! + 1, appeals: before.appeals! + 1 });

    const toBuy = await api.opsOrders({ queue: 'toBuy' });
    const row = toBuy.items.find((i) => i.id === paid.id);
    expect(row).toMatchObject({ shopperEmail: 'ops-q1@example.com', state: 'paid', site: 'mercari', title: paid.title, totalYen: 3000 + 300 + 700, checkedAt: null });
    expect((await api.opsOrders({ queue: 'priceReview' })).items.map((i) => i.id)).toContain(anybuy.id);
    expect((await api.opsOrders({ queue: 'arrived' })).items.map((i) => i.id)).toContain(arrived.id);
    expect((await api.opsOrders({ queue: 'failed' })).items.map((i) => i.id)).toContain(failed.id);
    expect((await api.opsOrders({ queue: 'appeals' })).items.find((i) => i.id === appealed.id)?.appealId).toBe(appealId);
    expect(toBuy.pageSize).toBe(constants.orders.pageSize);
    expect((await api.opsOrders({ queue: 'toBuy', page: 2 })).items.map((i) => i.id)).not.toContain(paid.id);
  });

  it('shows an order with its shopper, the staff actions of its state and what each needs', async () => {
    const { order } = await shopperWithOrder('ops-detail@example.com');
    const detail = await apiOf(staff).opsOrder({ id: order.id });
    expect(detail.order).toMatchObject({ id: order.id, shopperEmail: 'ops-detail@example.com', state: 'paid', heldYen: 4000, totalYen: 4000 });
    expect(detail.actions).toEqual([
      { action: 'cancel', needs: [] },
      { action: 'startPurchase', needs: [] },
      { action: 'markPurchased', needs: [] },
      { action: 'failPurchase', needs: ['reason'] },
    ]);
    expect(detail.photoSlots).toBe(0);
    const missing = await staff.call('Sig.Ops.Order', { id: 999_999 });
    expect([missing.status, missing.body.msg]).toEqual([404, 'This order was not found.']);
  });
});

describe('staff actions', () => {
  it('moves an order from paid to the warehouse, one audited step at a time', async () => {
    const { order } = await shopperWithOrder('ops-flow@example.com');
    const api = apiOf(staff);
    expect((await api.opsOrderAction({ id: order.id, action: 'startPurchase' })).order.state).toBe('purchasing');
    expect((await api.opsOrderAction({ id: order.id, action: 'markPurchased' })).order.state).toBe('purchased');
    const shipped = await api.opsOrderAction({ id: order.id, action: 'recordDomesticShipment', carrier: 'Yamato', trackingNo: '1234-5678-9012' });
    expect(shipped.order).toMatchObject({ state: 'shippedToWarehouse', domesticCarrier: 'Yamato', domesticTracking: '1234-5678-9012' });

    // Without the weight: 400 naming it, and the order, its events and the audit trail stay as they were.
    const before = await snapshot();
    const noWeight = await staff.call('Sig.Ops.OrderAction', { id: order.id, action: 'recordArrival', lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect([noWeight.status, noWeight.body.field, noWeight.body.msg]).toEqual([400, 'weightGrams', 'Invalid value for “weightGrams”.']);
    const badWeight = await staff.call('Sig.Ops.OrderAction', { id: order.id, action: 'recordArrival', weightGrams: 0, lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect([badWeight.status, badWeight.body.field]).toEqual([400, 'weightGrams']);
    expect(await snapshot()).toBe(before);

    const arrived = await api.opsOrderAction({ id: order.id, action: 'recordArrival', weightGrams: 850, lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect(arrived.order).toMatchObject({ state: 'arrived', weightGrams: 850, lengthCm: 30, widthCm: 20, heightCm: 10 });
    expect(arrived.photoSlots).toBe(constants.orders.photos.max);
    expect(arrived.events.map((e) => [e.action, e.fromState, e.toState, e.actor, e.actorId])).toEqual([
      ['startPurchase', 'paid', 'purchasing', 'staff', staffId],
      ['markPurchased', 'purchasing', 'purchased', 'staff', staffId],
      ['recordDomesticShipment', 'purchased', 'shippedToWarehouse', 'staff', staffId],
      ['recordArrival', 'shippedToWarehouse', 'arrived', 'staff', staffId],
    ]);

    const audit = await auditRows(order.id);
    expect(audit.map((a) => [a.staff_id, a.action, JSON.parse(a.before!).state, JSON.parse(a.after!).state])).toEqual([
      [staffId, 'startPurchase', 'paid', 'purchasing'],
      [staffId, 'markPurchased', 'purchasing', 'purchased'],
      [staffId, 'recordDomesticShipment', 'purchased', 'shippedToWarehouse'],
      [staffId, 'recordArrival', 'shippedToWarehouse', 'arrived'],
    ]);
    expect(JSON.parse(audit[3]!.before!)).toMatchObject({ weightGrams: null });
    expect(JSON.parse(audit[3]!.after!)).toMatchObject({ weightGrams: 850, lengthCm: 30 });
    expect((await api.opsAudit({ targetType: 'order', targetId: order.id })).items.map((a) => [a.action, a.staffEmail])).toEqual([
      ['recordArrival', 'ops-staff@example.com'],
      ['recordDomesticShipment', 'ops-staff@example.com'],
      ['markPurchased', 'ops-staff@example.com'],
      ['startPurchase', 'ops-staff@example.com'],
    ]);
    expect(arrived.audit[0]).toMatchObject({ action: 'recordArrival', before: { state: 'shippedToWarehouse' }, after: { state: 'arrived', weightGrams: 850 } });
  });

  it('refuses an action the state does not allow with 409 naming the state, and a shopper’s action with 403', async () => {
    const { order } = await shopperWithOrder('ops-illegal@example.com', { state: 'arrived' });
    const before = await snapshot();
    const illegal = await staff.call('Sig.Ops.OrderAction', { id: order.id, action: 'startPurchase' });
    expect([illegal.status, illegal.body.msg]).toEqual([409, t('en', 'orderStateConflict', { state: t('en', 'orderState_arrived') })]);
    const shoppers = await staff.call('Sig.Ops.OrderAction', { id: order.id, action: 'merge' });
    expect(shoppers.status).toBe(403);
    const unknown = await staff.call('Sig.Ops.OrderAction', { id: order.id, action: 'teleport' });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'action']);
    const missing = await staff.call('Sig.Ops.OrderAction', { id: 999_999, action: 'startPurchase' });
    expect(missing.status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('failPurchase gives every yen back to the wallet at once and keeps the books balanced', async () => {
    const { order, userId: owner } = await shopperWithOrder('ops-fail@example.com', { state: 'purchasing', priceYen: 5000, quantity: 2 });
    expect(await walletOf(owner)).toBe(0);
    const blank = await staff.call('Sig.Ops.OrderAction', { id: order.id, action: 'failPurchase', reason: '   ' });
    expect([blank.status, blank.body.field]).toEqual([400, 'reason']);
    const failed = await apiOf(staff).opsOrderAction({ id: order.id, action: 'failPurchase', reason: 'The seller sold it elsewhere.' });
    expect(failed.order).toMatchObject({ state: 'purchaseFailed', reason: 'The seller sold it elsewhere.', heldYen: 0 });
    expect(await walletOf(owner)).toBe(5000 * 2 + 300 * 2 + 700);
    expect(await ledgerImbalance(server.services.db)).toEqual([]);
    expect(failed.events.at(-1)).toMatchObject({ action: 'failPurchase', note: 'The seller sold it elsewhere.' });
  });

  it('cancels, confirms and corrects anybuy prices', async () => {
    const api = apiOf(staff);
    const { order: confirm } = await shopperWithOrder('ops-anybuy1@example.com', { kind: 'anybuy' });
    expect((await api.opsOrderAction({ id: confirm.id, action: 'confirmPrice' })).order.state).toBe('paid');

    const { order: correct } = await shopperWithOrder('ops-anybuy2@example.com', { kind: 'anybuy' });
    const noPrice = await staff.call('Sig.Ops.OrderAction', { id: correct.id, action: 'correctPrice', reason: 'Price went up' });
    expect([noPrice.status, noPrice.body.field]).toEqual([400, 'priceYen']);
    const corrected = await api.opsOrderAction({ id: correct.id, action: 'correctPrice', priceYen: 3500, reason: 'The shop raised the price.' });
    expect(corrected.order).toMatchObject({ state: 'priceChanged', proposedPriceYen: 3500, priceYen: 3000 });
    expect(corrected.actions.map((a) => a.action)).toEqual(['cancel']);

    const { order: cancel, userId: owner } = await shopperWithOrder('ops-cancel@example.com');
    expect((await api.opsOrderAction({ id: cancel.id, action: 'cancel' })).order.state).toBe('cancelled');
    expect(await walletOf(owner)).toBe(4000);
    expect(await ledgerImbalance(server.services.db)).toEqual([]);
  });
});

describe('appeals', () => {
  it('an accepted appeal refunds the wallet through the ledger, audited; a closed one cannot be resolved again', async () => {
    const { order, userId: owner } = await shopperWithOrder('ops-appeal1@example.com', { state: 'delivered' });
    const appealId = await openAppeal(server.services.db, order);
    const before = await snapshot();
    const tooMuch = await staff.call('Sig.Ops.ResolveAppeal', { appealId, accept: true, refundYen: 4001, resolution: 'Refund' });
    expect([tooMuch.status, tooMuch.body.field, tooMuch.body.msg]).toEqual([400, 'refundYen', 'The refund can be at most 4000 yen: what was paid for the order and not yet refunded.']);
    const rejectWithRefund = await staff.call('Sig.Ops.ResolveAppeal', { appealId, accept: false, refundYen: 100, resolution: 'No' });
    expect([rejectWithRefund.status, rejectWithRefund.body.field]).toEqual([400, 'refundYen']);
    const noResolution = await staff.call('Sig.Ops.ResolveAppeal', { appealId, accept: true, resolution: ' ' });
    expect([noResolution.status, noResolution.body.field]).toEqual([400, 'resolution']);
    expect(await snapshot()).toBe(before);

    const resolved = await apiOf(staff).opsResolveAppeal({ appealId, accept: true, refundYen: 1500, resolution: 'Partial refund for the crushed box.' });
    expect(resolved.appeals[0]).toMatchObject({ id: appealId, status: 'accepted', refundYen: 1500, resolution: 'Partial refund for the crushed box.' });
    expect(resolved.order.heldYen).toBe(2500);
    expect(await walletOf(owner)).toBe(1500);
    expect(await ledgerImbalance(server.services.db)).toEqual([]);
    // The order stays open with less in its account: the books still agree with it.
    expect((await reconcile(server.services.db)).filter((p) => p.includes(`order ${order.id} `))).toEqual([]);
    const audit = (await apiOf(staff).opsAudit({ targetType: 'appeal', targetId: appealId })).items;
    expect(audit).toEqual([expect.objectContaining({ action: 'acceptAppeal', staffId, before: { status: 'open', resolution: null, refundYen: null }, after: { status: 'accepted', resolution: 'Partial refund for the crushed box.', refundYen: 1500 } })]);
    expect(resolved.audit.map((a) => a.action)).toEqual(['acceptAppeal']);

    const again = await staff.call('Sig.Ops.ResolveAppeal', { appealId, accept: false, resolution: 'Changed my mind' });
    expect([again.status, again.body.msg]).toEqual([409, 'This appeal has already been resolved.']);
    const unknown = await staff.call('Sig.Ops.ResolveAppeal', { appealId: 999_999, accept: false, resolution: 'x' });
    expect(unknown.status).toBe(404);
  });

  it('a refund beyond what the order account still holds comes from adjustments, never beyond what was paid', async () => {
    const { order, userId: owner } = await shopperWithOrder('ops-appeal2@example.com', { state: 'delivered' });
    const appealId = await openAppeal(server.services.db, order);
    // Money gone from the order's account by a movement the store never makes (so written into the ledger
    // by hand: post() books only what reconciliation can check).
    const { db } = server.services;
    const gone = await db.insertInto('ledger_transactions').values({ kind: 'adjustment', user_id: owner, ref_type: null, ref_id: null, memo: 'test', created_by: null, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('ledger_entries').values([
      { txn_id: gone.id, account: accounts.order(order.id), currency: 'JPY', amount: -3000 },
      { txn_id: gone.id, account: accounts.adjustments, currency: 'JPY', amount: 3000 },
    ]).execute();
    const over = await staff.call('Sig.Ops.ResolveAppeal', { appealId, accept: true, refundYen: 4001, resolution: 'Refund' });
    expect([over.status, over.body.field]).toEqual([400, 'refundYen']);
    const adjustmentsBefore = await balance(db, accounts.adjustments);
    await apiOf(staff).opsResolveAppeal({ appealId, accept: true, refundYen: 2500, resolution: 'Refund' });
    expect(await walletOf(owner)).toBe(2500);
    expect(await balance(db, accounts.order(order.id))).toBe(0);
    expect(await balance(db, accounts.adjustments)).toBe(adjustmentsBefore - 1500);
    expect(await ledgerImbalance(db)).toEqual([]);
  });

  it('a rejected appeal refunds nothing', async () => {
    const { order, userId: owner } = await shopperWithOrder('ops-appeal3@example.com', { state: 'delivered' });
    const appealId = await openAppeal(server.services.db, order);
    const rejected = await apiOf(staff).opsResolveAppeal({ appealId, accept: false, resolution: 'Not covered.' });
    expect(rejected.appeals[0]).toMatchObject({ status: 'rejected', refundYen: null, resolution: 'Not covered.' });
    expect(rejected.audit[0]).toMatchObject({ action: 'rejectAppeal', after: { status: 'rejected' } });
    expect(await walletOf(owner)).toBe(0);
  });
});
