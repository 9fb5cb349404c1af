// Merged parcels over HTTP: merging arrived orders (the shopper's own, checked against the limits on the
// server), quoting methods from the seeded rates, choosing, paying postage and storage once per key from
// the wallet through the ledger, unmerging, the staff queue with shipping and delivery, and the jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { accounts } from '../money/accounts';
import { balance, ledgerImbalance } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { jobDefinitions } from '../jobs/registry';
import { storageKind } from '../parcels/jobs';
import { reminderKey, reminderKind } from '../parcels/merge';
import { type TestServer, startTestServer } from './harness';
import { topUp as topUpWallet } from './money-fixture';
import { paidOrder } from './ops-fixtures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
const dayMs = 86_400_000;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('parcel-staff@example.com');
});
afterAll(() => server.close());

const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());
const db = () => server.services.db;

async function userId(email: string): Promise<number> {
  return (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

interface Box { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number; priceYen?: number }
const small: Box = { weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 };

/** A shopper with an address and orders brought to `arrived` by staff through the console, as in the warehouse. */
async function shopperWithArrived(email: string, boxes: readonly Box[], country = 'US') {
  const shopper = await server.verifiedShopper(email);
  const id = await userId(email);
  const api = apiOf(shopper);
  const address = await api.createAddress({ country, recipient: 'Ann Lee', phone: '+1 555 010 0100', postcode: '94105', region: 'CA', city: 'SF', line1: '1 Market St' });
  const orderIds: number[] = [];
  for (const box of boxes) {
    const order = await paidOrder(db(), server.services.dialect, id, { state: 'purchased', priceYen: box.priceYen ?? 3000 });
    const { priceYen: _p, ...measures } = box;
    await apiOf(staff).opsOrderAction({ id: order.id, action: 'recordArrival', ...measures });
    orderIds.push(order.id);
  }
  return { shopper, api, userId: id, addressId: address.id, orderIds };
}

const topUp = (uid: number, yen: number) => topUpWallet(db(), server.services.dialect, uid, yen);

async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of ['orders', 'order_events', 'parcels', 'jobs', 'ledger_entries', 'messages'] as const) {
    parts.push(JSON.stringify(await db().selectFrom(table).selectAll().orderBy('id').execute()));
  }
  return parts.join('\n');
}

const key = () => `pay-${Math.random().toString(36).slice(2)}-${Date.now()}`;

describe('who may call', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['Sig.Front.User.AppParcel.Candidates', {}],
    ['Sig.Front.User.AppParcel.Create', { orderIds: [1], addressId: 1 }],
    ['Sig.Front.User.AppParcel.Get', { id: 1 }],
    ['Sig.Front.User.AppParcel.List', {}],
    ['Sig.Front.User.AppParcel.Quote', { id: 1 }],
    ['Sig.Front.User.AppParcel.Choose', { id: 1, method: 'ems', options: [] }],
    ['Sig.Front.User.AppParcel.Pay', { id: 1, idempotencyKey: 'k'.repeat(20) }],
    ['Sig.Front.User.AppParcel.Cancel', { id: 1 }],
    ['Sig.Front.User.AppParcel.Overview', {}],
  ];
  it('answers a visitor 403 for every call, and a shopper 404 for the staff calls, changing nothing', async () => {
    const { shopper } = await shopperWithArrived('parcel-who@example.com', [small]);
    const before = await snapshot();
    const visitor = server.shopper();
    for (const [name, params] of calls) expect([name, (await visitor.call(name, params)).status]).toEqual([name, 403]);
    for (const name of ['Sig.Ops.Parcels', 'Sig.Ops.ParcelShip', 'Sig.Ops.ParcelDeliver']) {
      expect([name, (await shopper.call(name, { queue: 'toShip', id: 1, carrier: 'EMS', trackingNo: 'X' })).status]).toEqual([name, 404]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('never lets another shopper see or touch a parcel or merge someone else’s orders', async () => {
    const a = await shopperWithArrived('parcel-owner@example.com', [small, small]);
    const parcel = await a.api.parcelCreate({ orderIds: a.orderIds, addressId: a.addressId });
    const b = await shopperWithArrived('parcel-other@example.com', [small]);
    await topUp(b.userId, 100_000);
    const before = await snapshot();
    for (const [name, params] of calls.slice(2)) {
      const answer = await b.shopper.call(name, { ...params, id: parcel.id });
      expect([name, answer.status]).toEqual([name, name.endsWith('.List') || name.endsWith('.Overview') ? 200 : 404]);
    }
    expect((await b.api.parcelList({})).items).toEqual([]);
    const overview = await b.api.parcelOverview();
    expect([overview.toPay, overview.underway, overview.warehouse.map((o) => o.id)]).toEqual([[], [], b.orderIds]);
    expect((await b.shopper.call('Sig.Front.User.AppParcel.Create', { orderIds: [b.orderIds[0]!, a.orderIds[0]!], addressId: b.addressId })).status).toBe(404);
    expect((await b.shopper.call('Sig.Front.User.AppParcel.Create', { orderIds: b.orderIds, addressId: a.addressId })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe('merging', () => {
  it('shows storage per arrived order, free until arrival plus the free days', async () => {
    const { api, orderIds } = await shopperWithArrived('parcel-storage@example.com', [small]);
    const [item] = (await api.parcelCandidates()).items;
    expect(item!.id).toBe(orderIds[0]);
    const arrived = Date.parse(item!.arrivedAt);
    expect(Date.parse(item!.freeUntil) - arrived).toBe(constants.warehouse.freeStorageDays * dayMs);
    expect([item!.feePerDayYen, item!.storageYen]).toEqual([constants.warehouse.storageYenPerItemDay, 0]);
  });

  it('refuses bad input and broken limits with 4xx naming the problem, changing nothing', async () => {
    const heavy = await shopperWithArrived('parcel-limits@example.com', [
      { weightGrams: 20_000, lengthCm: 40, widthCm: 30, heightCm: 20 },
      { weightGrams: 15_000, lengthCm: 40, widthCm: 30, heightCm: 20, priceYen: 499_000 },
      { weightGrams: 100, lengthCm: 80, widthCm: 10, heightCm: 10 },
    ]);
    const [a, b, c] = heavy.orderIds as [number, number, number];
    const before = await snapshot();
    const refuse = async (params: Record<string, unknown>, status: number, msg: RegExp) => {
      const answer = await heavy.shopper.call('Sig.Front.User.AppParcel.Create', params);
      expect([answer.status, answer.body.msg]).toEqual([status, expect.stringMatching(msg)]);
    };
    await refuse({ orderIds: [], addressId: heavy.addressId }, 400, /orderIds/);
    await refuse({ orderIds: [a, a], addressId: heavy.addressId }, 400, /orderIds/);
    await refuse({ orderIds: [a], addressId: 'x' }, 400, /addressId/);
    await refuse({ orderIds: [a, b], addressId: heavy.addressId }, 400, /at most 30 kg/);
    await refuse({ orderIds: [b, c], addressId: heavy.addressId }, 400, /at most ¥500,000/);
    await refuse({ orderIds: [c], addressId: heavy.addressId }, 400, /largest box/);
    await refuse({ orderIds: [a, 999_999], addressId: heavy.addressId }, 404, /order was not found/);
    expect(await snapshot()).toBe(before);
  });

  it('merges arrived orders (arrived → merged), flags the export declaration, and unmerges before payment', async () => {
    const s = await shopperWithArrived('parcel-merge@example.com', [small, { ...small, priceYen: 250_000 }]);
    const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
    expect([parcel.state, parcel.orders.length, parcel.weightGrams, parcel.declaredYen, parcel.exportDeclaration, parcel.consolidationYen]).toEqual([
      'awaitingPayment', 2, 1600, 253_000, true, 0,
    ]);
    const states = await db().selectFrom('orders').select(['state', 'parcel_id']).where('id', 'in', s.orderIds).execute();
    expect(states).toEqual(s.orderIds.map(() => ({ state: 'merged', parcel_id: parcel.id })));
    expect(await db().selectFrom('jobs').select('kind').where('key', '=', reminderKey(parcel.id)).executeTakeFirst()).toEqual({ kind: reminderKind });
    // Merged orders are no longer candidates, and cannot be merged twice.
    expect((await s.api.parcelCandidates()).items).toEqual([]);
    expect((await s.shopper.call('Sig.Front.User.AppParcel.Create', { orderIds: s.orderIds, addressId: s.addressId })).status).toBe(409);

    const cancelled = await s.api.parcelCancel({ id: parcel.id });
    expect(cancelled.state).toBe('cancelled');
    expect((await s.api.parcelCandidates()).items.map((i) => i.id)).toEqual(s.orderIds);
    expect((await db().selectFrom('jobs').select('done_at').where('key', '=', reminderKey(parcel.id)).executeTakeFirstOrThrow()).done_at).not.toBeNull();
    expect((await s.shopper.call('Sig.Front.User.AppParcel.Cancel', { id: parcel.id })).status).toBe(409);
  });
});

describe('quote, choose, pay', () => {
  it('prices every method from the chargeable weight, names unavailable ones, and pays once per key through the ledger', async () => {
    const s = await shopperWithArrived('parcel-pay@example.com', [small, small, small]);
    const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
    const quote = await s.api.parcelQuote({ id: parcel.id });
    expect(quote.methods.map((m) => m.method)).toEqual(constants.shipping.methods.map((m) => m.id));
    const ems = quote.methods.find((m) => m.method === 'ems')!;
    // 2,400 g actual; box 30×20×30 has no side over 60 cm: EMS charges the actual weight, US rate 3,900 + 4 × 800.
    expect([ems.available, ems.chargeableGrams, ems.shippingYen]).toEqual([true, 2400, 3900 + 4 * 800]);
    const dhl = quote.methods.find((m) => m.method === 'dhl')!;
    expect(dhl.chargeableGrams).toBe(Math.max(2400, Math.ceil((30 * 20 * 30 * 1000) / 5000)));
    expect(quote.methods.find((m) => m.method === 'airmail')).toMatchObject({ available: false, reason: 'overweight' });
    expect(quote.options).toEqual([{ id: 'protectivePackaging', yen: 200, included: false, paidBy: [] }]);

    const before = await snapshot();
    expect((await s.shopper.call('Sig.Front.User.AppParcel.Choose', { id: parcel.id, method: 'airmail', options: [] })).status).toBe(400);
    expect((await s.shopper.call('Sig.Front.User.AppParcel.Choose', { id: parcel.id, method: 'pigeon', options: [] })).body.msg).toMatch(/method/);
    expect((await s.shopper.call('Sig.Front.User.AppParcel.Choose', { id: parcel.id, method: 'ems', options: ['gold'] })).body.msg).toMatch(/options/);
    expect((await s.shopper.call('Sig.Front.User.AppParcel.Pay', { id: parcel.id, idempotencyKey: key() })).status).toBe(409);
    expect(await snapshot()).toBe(before);

    const chosen = await s.api.parcelChoose({ id: parcel.id, method: 'ems', options: ['protectivePackaging'] });
    expect([chosen.postageYen, chosen.optionsYen, chosen.totalYen]).toEqual([7100, 200, 7300]);

    // Staff cannot ship, unmerge or deliver one order of the parcel alone: the parcel moves as one.
    const inside = await apiOf(staff).opsOrder({ id: s.orderIds[0]! });
    expect(inside.actions.map((a) => a.action)).toEqual([]);
    const alone = await snapshot();
    for (const action of ['ship', 'unmerge']) {
      const answer = await staff.call('Sig.Ops.OrderAction', { id: s.orderIds[0], action, carrier: 'EMS', trackingNo: 'EJ1' });
      expect([action, answer.status, answer.body.msg]).toEqual([action, 409, expect.stringContaining(`parcel #${parcel.id}`)]);
    }
    expect(await snapshot()).toBe(alone);

    // Not enough in the wallet: 409 and nothing changed.
    const poor = await snapshot();
    const refused = await s.shopper.call('Sig.Front.User.AppParcel.Pay', { id: parcel.id, idempotencyKey: key() });
    expect([refused.status, refused.body.msg]).toEqual([409, expect.stringMatching(/balance is too low/)]);
    expect(await snapshot()).toBe(poor);

    await topUp(s.userId, 10_000);
    // The page pays the total it showed: another total (a storage day begun, a method changed elsewhere) charges nothing.
    const shown = await snapshot();
    const stale = await s.shopper.call('Sig.Front.User.AppParcel.Pay', { id: parcel.id, idempotencyKey: key(), expectedYen: 7100 });
    expect([stale.status, stale.body.msg, stale.body.data]).toEqual([409, expect.stringContaining('¥7,300'), { totalYen: 7300 }]);
    expect(await snapshot()).toBe(shown);
    const k = key();
    const answers = await Promise.all([1, 2, 3, 4].map(() => s.api.parcelPay({ id: parcel.id, idempotencyKey: k, expectedYen: 7300 })));
    expect(answers.map((a) => [a.state, a.paidYen])).toEqual(answers.map(() => ['paid', 7300]));
    expect(await balance(db(), accounts.wallet(s.userId))).toBe(10_000 - 7300);
    expect(await balance(db(), accounts.parcel(parcel.id))).toBe(7300);
    expect(await db().selectFrom('ledger_transactions').select('id').where('ref_type', '=', 'parcel').where('ref_id', '=', parcel.id).execute()).toHaveLength(1);
    expect(await ledgerImbalance(db())).toEqual([]);
    expect(await reconcile(db())).toEqual([]);
    // Another key for a paid parcel pays nothing more.
    expect((await s.shopper.call('Sig.Front.User.AppParcel.Pay', { id: parcel.id, idempotencyKey: key() })).status).toBe(409);
    expect((await db().selectFrom('jobs').select('done_at').where('key', '=', reminderKey(parcel.id)).executeTakeFirstOrThrow()).done_at).not.toBeNull();

    // Staff: the paid parcel waits in the queue; shipping moves every order to shipped with the tracking number.
    const staffApi = apiOf(staff);
    expect((await staffApi.opsParcels({ queue: 'toShip' })).items.map((r) => r.parcel.id)).toContain(parcel.id);
    expect((await staff.call('Sig.Ops.ParcelShip', { id: parcel.id, carrier: ' ', trackingNo: 'EJ1' })).status).toBe(400);
    // A carrier typed free (no tracking page to link) or one that only carries parcels inside Japan is refused, and the parcel stays paid.
    for (const carrier of ['Japan Post EMS', 'yamato']) {
      expect((await staff.call('Sig.Ops.ParcelShip', { id: parcel.id, carrier, trackingNo: 'EJ1' })).body).toMatchObject({ code: 400, field: 'carrier' });
    }
    expect((await s.api.parcelList({})).items[0]).toMatchObject({ id: parcel.id, state: 'paid', trackingNo: null });
    const shipped = await staffApi.opsParcelShip({ id: parcel.id, carrier: 'japanPost', trackingNo: 'EJ123456789JP' });
    expect([shipped.parcel.state, shipped.parcel.trackingNo, shipped.shopperEmail]).toEqual(['shipped', 'EJ123456789JP', 'parcel-pay@example.com']);
    const orders = await db().selectFrom('orders').select(['state', 'tracking_no']).where('id', 'in', s.orderIds).execute();
    expect(orders).toEqual(s.orderIds.map(() => ({ state: 'shipped', tracking_no: 'EJ123456789JP' })));
    expect((await staff.call('Sig.Ops.ParcelShip', { id: parcel.id, carrier: 'japanPost', trackingNo: 'X' })).status).toBe(409);
    expect((await s.api.parcelList({})).items[0]).toMatchObject({ id: parcel.id, state: 'shipped', carrier: 'japanPost' });
    const delivered = await staffApi.opsParcelDeliver({ id: parcel.id });
    expect(delivered.parcel.state).toBe('delivered');
    expect((await db().selectFrom('orders').select('state').where('id', 'in', s.orderIds).execute()).map((o) => o.state)).toEqual(['delivered', 'delivered', 'delivered']);
    expect((await db().selectFrom('audit_log').select('action').where('target_id', 'in', s.orderIds).where('action', '=', 'ship').execute())).toHaveLength(3);
  });
});

describe('services paid at checkout', () => {
  const paid = (orderId: number, ids: string[]) => db().updateTable('orders').set({ services: JSON.stringify(ids) }).where('id', '=', orderId).execute();

  it('includes an option every order already paid for, without a second charge, and names who paid when only some did', async () => {
    const all = await shopperWithArrived('parcel-paid-all@example.com', [small, small]);
    await paid(all.orderIds[0]!, ['protectivePackaging', 'photos']);
    await paid(all.orderIds[1]!, ['protectivePackaging']);
    const parcel = await all.api.parcelCreate({ orderIds: all.orderIds, addressId: all.addressId });
    expect(parcel.orders.map((o) => o.services)).toEqual([['protectivePackaging', 'photos'], ['protectivePackaging']]);
    expect((await all.api.parcelQuote({ id: parcel.id })).options).toEqual([{ id: 'protectivePackaging', yen: 0, included: true, paidBy: all.orderIds }]);
    const chosen = await all.api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
    expect([chosen.options, chosen.optionsYen, chosen.totalYen]).toEqual([['protectivePackaging'], 0, chosen.postageYen]);

    const some = await shopperWithArrived('parcel-paid-some@example.com', [small, small]);
    await paid(some.orderIds[1]!, ['protectivePackaging']);
    const mixed = await some.api.parcelCreate({ orderIds: some.orderIds, addressId: some.addressId });
    expect((await some.api.parcelQuote({ id: mixed.id })).options).toEqual([{ id: 'protectivePackaging', yen: 100, included: false, paidBy: [some.orderIds[1]] }]);
    expect((await some.api.parcelChoose({ id: mixed.id, method: 'ems', options: [] })).options).toEqual([]);
    expect((await some.api.parcelChoose({ id: mixed.id, method: 'ems', options: ['protectivePackaging'] })).optionsYen).toBe(100);
  });

  it('shows staff each order\'s services in the order view and the queue', async () => {
    const s = await shopperWithArrived('parcel-paid-staff@example.com', [small]);
    await paid(s.orderIds[0]!, ['inspection', 'photos']);
    const staffApi = apiOf(staff);
    expect((await staffApi.opsOrder({ id: s.orderIds[0]! })).order.services).toEqual(['inspection', 'photos']);
    const rows = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = await staffApi.opsOrders({ queue: 'arrived', page });
      rows.push(...answer.items);
      pages = Math.ceil(answer.total / answer.pageSize);
    }
    expect(rows.find((o) => o.id === s.orderIds[0])?.services).toEqual(['inspection', 'photos']);
  });
});

describe('overview', () => {
  const countsOf = (overview: { counts: { state: string; count: number }[] }) => Object.fromEntries(overview.counts.map((c) => [c.state, c.count]));

  it('follows orders from the warehouse to a parcel to pay, on its way, delivered, and received', async () => {
    const s = await shopperWithArrived('parcel-overview@example.com', [small, small, small]);
    const start = await s.api.parcelOverview();
    expect([start.warehouse.map((o) => o.id), start.toPay, start.underway]).toEqual([s.orderIds, [], []]);
    expect(countsOf(start)).toEqual({ awaitingPayment: 0, paid: 0, shipped: 0, delivered: 0, cancelled: 0 });

    const parcel = await s.api.parcelCreate({ orderIds: s.orderIds.slice(0, 2), addressId: s.addressId });
    const merged = await s.api.parcelOverview();
    expect(merged.warehouse.map((o) => o.id)).toEqual(s.orderIds.slice(2));
    expect(merged.toPay.map((p) => [p.id, p.orders.map((o) => o.id)])).toEqual([[parcel.id, s.orderIds.slice(0, 2)]]);
    expect(countsOf(merged)).toMatchObject({ awaitingPayment: 1, paid: 0 });

    const chosen = await s.api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
    expect((await s.api.parcelOverview()).toPay[0]!.totalYen).toBe(chosen.totalYen);
    await topUp(s.userId, chosen.totalYen);
    await s.api.parcelPay({ id: parcel.id, idempotencyKey: key() });
    const paid = await s.api.parcelOverview();
    expect([paid.toPay, paid.underway.map((p) => [p.id, p.state])]).toEqual([[], [[parcel.id, 'paid']]]);

    await apiOf(staff).opsParcelShip({ id: parcel.id, carrier: 'japanPost', trackingNo: 'EJ000000001JP' });
    expect((await s.api.parcelOverview()).underway.map((p) => [p.state, p.trackingNo])).toEqual([['shipped', 'EJ000000001JP']]);
    await apiOf(staff).opsParcelDeliver({ id: parcel.id });
    // Delivered, it stays on the page until the shopper confirms its receipt there.
    const delivered = await s.api.parcelOverview();
    expect(delivered.underway.map((p) => [p.id, p.state, p.receivedAt])).toEqual([[parcel.id, 'delivered', null]]);
    await s.api.parcelConfirmReceipt({ id: parcel.id });
    const done = await s.api.parcelOverview();
    expect([done.toPay, done.underway]).toEqual([[], []]);
    expect(countsOf(done)).toEqual({ awaitingPayment: 0, paid: 0, shipped: 0, delivered: 1, cancelled: 0 });
  });
});

describe('jobs', () => {
  it('accrues storage once per day past the free days, however often it runs, and charges it with the postage', async () => {
    const s = await shopperWithArrived('parcel-accrue@example.com', [small, small]);
    const [a, b] = s.orderIds as [number, number];
    const arrivedAt = Date.now() - (constants.warehouse.freeStorageDays + 3) * dayMs - 1000;
    await db().updateTable('orders').set({ arrived_at: arrivedAt }).where('id', 'in', [a, b]).execute();
    const job = { id: 0, kind: storageKind, key: storageKind, payload: {}, attempts: 0, dueAt: Date.now() };
    expect(jobDefinitions[storageKind]!.everyMs).toBe(constants.warehouse.storageJobEveryMs);
    for (let i = 0; i < 3; i++) await jobDefinitions[storageKind]!.run(server.services, job);
    const fee = 4 * constants.warehouse.storageYenPerItemDay;
    const rows = await db().selectFrom('orders').select('storage_yen').where('id', 'in', [a, b]).execute();
    expect(rows.map((r) => r.storage_yen)).toEqual([fee, fee]);

    const parcel = await s.api.parcelCreate({ orderIds: [a, b], addressId: s.addressId });
    await s.api.parcelChoose({ id: parcel.id, method: 'surface', options: [] });
    await topUp(s.userId, 20_000);
    const paid = await s.api.parcelPay({ id: parcel.id, idempotencyKey: key() });
    expect([paid.storageYen, paid.totalYen]).toEqual([2 * fee, paid.postageYen + 2 * fee]);
    expect(await balance(db(), accounts.parcel(parcel.id))).toBe(paid.totalYen);
    expect(await reconcile(db())).toEqual([]);
    // The books notice a parcel whose recorded payment differs from its account.
    await db().updateTable('parcels').set({ paid_yen: paid.totalYen + 1 }).where('id', '=', parcel.id).execute();
    // …and, against the parcel, the payment booked for it.
    const payment = await db().selectFrom('ledger_transactions').select('id').where('ref_type', '=', 'parcel').where('ref_id', '=', parcel.id).executeTakeFirstOrThrow();
    const [yen, wallet] = [paid.totalYen, accounts.wallet(s.userId)];
    expect(await reconcile(db())).toEqual([
      `parcel ${parcel.id} (paid) was paid ${yen + 1} yen but its account holds ${yen}`,
      `ledger transaction ${payment.id} (payment of parcel ${parcel.id}) moves parcel:${parcel.id} +${yen} yen, ${wallet} -${yen} yen, ` +
        `but parcel ${parcel.id} (paid, paid ${yen + 1} yen) calls for parcel:${parcel.id} +${yen + 1} yen, ${wallet} -${yen + 1} yen`,
    ]);
    await db().updateTable('parcels').set({ paid_yen: paid.totalYen }).where('id', '=', parcel.id).execute();
  });

  it('reminds the shopper of unpaid postage once due, and not after payment', async () => {
    const s = await shopperWithArrived('parcel-remind@example.com', [small]);
    const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
    const row = await db().selectFrom('jobs').selectAll().where('key', '=', reminderKey(parcel.id)).executeTakeFirstOrThrow();
    expect(row.due_at - row.created_at).toBe(constants.warehouse.postageReminderDays * dayMs);
    const job = { id: row.id, kind: row.kind, key: row.key, payload: JSON.parse(row.payload), attempts: 0, dueAt: row.due_at };
    await jobDefinitions[reminderKind]!.run(server.services, job);
    const messages = await db().selectFrom('messages').select('title').where('user_id', '=', s.userId).where('title', 'like', '%postage%').execute();
    expect(messages).toHaveLength(1);
    const mails = await db().selectFrom('mail_outbox').select('subject').where('recipient', '=', 'parcel-remind@example.com').where('subject', 'like', '%postage%').execute();
    expect(mails).toHaveLength(1);
    await s.api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
    await topUp(s.userId, 20_000);
    await s.api.parcelPay({ id: parcel.id, idempotencyKey: key() });
    await jobDefinitions[reminderKind]!.run(server.services, job);
    expect(await db().selectFrom('messages').select('title').where('user_id', '=', s.userId).where('title', 'like', '%postage%').execute()).toHaveLength(1);
  });
});
