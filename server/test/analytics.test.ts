// The analytics edition's panels over HTTP: staff only (a shopper gets what an unknown call gets, a
// visitor 403), ranges of Japan days checked, exact figures on a known fixture (days cut at midnight in
// Japan), and the event log written by the real search, detail, cart and pay calls — after the answer,
// never failing the shopper's call, and pruned after its retention.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { flushEvents, pruneEvents } from '../analytics/events';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import { apiOf, fixtures, newKey } from './checkout-fixtures';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('analytics-staff@example.com');
});
afterAll(() => server.close());
const fx = fixtures(() => server);
const staffApi = () => createApiClient(staff.transport());

const panels = ['Sig.Ops.Analytics.Sales', 'Sig.Ops.Analytics.Funnel', 'Sig.Ops.Analytics.Searches', 'Sig.Ops.Analytics.Accounts', 'Sig.Ops.Analytics.Refunds'];
/** Epoch ms of a Japan wall-clock time. */
const jst = (text: string) => Date.parse(`${text}+09:00`);

describe('who may read the panels', () => {
  it('answers a shopper what an unknown call gets, a visitor 403, staff 200', async () => {
    const shopper = await server.verifiedShopper('analytics-shopper@example.com');
    const visitor = server.shopper();
    const range = { from: '2025-03-01', to: '2025-03-31' };
    const unknown = await shopper.call('Sig.Ops.Analytics.Nothing', range);
    for (const name of panels) {
      const asShopper = await shopper.call(name, range);
      expect([name, asShopper.status, asShopper.body.code]).toEqual([name, unknown.status, unknown.body.code]);
      expect(asShopper.body.msg).toBe(`Unknown operation “${name}”.`);
      expect(asShopper.body.data).toBeUndefined();
      const asVisitor = await visitor.call(name, range);
      expect([name, asVisitor.status]).toEqual([name, 403]);
      expect(asVisitor.body.data).toBeUndefined();
      expect([name, (await staff.call(name, range)).status]).toEqual([name, 200]);
    }
  });

  it('refuses a day that is not one, an end before the start and too long a range', async () => {
    const { maxRangeDays } = constants.analytics;
    for (const range of [
      { from: '2025-02-30', to: '2025-03-01' },
      { from: '2025/03/01', to: '2025-03-02' },
      { from: '2025-03-02', to: '2025-03-01' },
      { from: '2024-01-01', to: '2025-01-01' },
    ]) {
      const answer = await staff.call('Sig.Ops.Analytics.Sales', range);
      expect([range, answer.status]).toEqual([range, 400]);
      expect(answer.body.msg).toContain(String(maxRangeDays));
    }
    // 366 days is the longest.
    expect((await staff.call('Sig.Ops.Analytics.Sales', { from: '2024-01-01', to: '2024-12-31' })).status).toBe(200);
  });
});

describe('figures on a known fixture', () => {
  beforeAll(async () => {
    const { db, dialect } = server.services;
    const user = await fx.userId('analytics-staff@example.com');
    const order = (created: string, site: string | null, paidYen: number) => ({
      user_id: user, checkout_id: null, kind: site ? ('cart' as const) : ('anybuy' as const), state: 'paid', site, external_id: null, type: null,
      url: 'https://example.com/x', title: 'x', image_url: null, seller_id: null, seller_name: null, quantity: 1, options: null, remark: null,
      price_yen: paidYen, proxy_fee_yen: 0, domestic_yen: 0, services_yen: 0, discount_yen: 0, points_used: 0, paid_yen: paidYen,
      created_at: jst(created), updated_at: jst(created),
    });
    const orders = await db
      .insertInto('orders')
      .values([
        // 23:59:59 in Japan is still March 1st; midnight is March 2nd.
        order('2025-03-01T00:00:00', 'mercari', 1000),
        order('2025-03-01T23:59:59', 'mercari', 2500),
        order('2025-03-02T00:00:00', 'amazon', 4000),
        order('2025-03-02T12:00:00', null, 800),
        // Outside the range on both sides.
        order('2025-02-28T23:59:59', 'mercari', 99_999),
        order('2025-03-04T00:00:00', 'mercari', 99_999),
      ])
      .returning('id')
      .execute();
    const now = jst('2025-03-02T10:00:00');
    await db.insertInto('users').values(
      ['2025-03-01T08:00:00', '2025-03-03T23:00:00', '2025-03-03T23:30:00', '2025-03-04T00:00:01'].map((at, i) => ({
        email: `analytics-fixture-${i}@example.com`, password_hash: 'x', nickname: 'x', language: 'en', verified_at: null, signup_from: null, source: null,
        created_at: jst(at), updated_at: jst(at),
      })),
    ).execute();
    await db.insertInto('order_events').values([
      { order_id: orders[0]!.id, action: 'failPurchase', from_state: 'paid', to_state: 'purchaseFailed', actor: 'staff', actor_id: user, note: 'gone', created_at: now },
      { order_id: orders[1]!.id, action: 'sellerCancel', from_state: 'purchased', to_state: 'sellerCancelled', actor: 'staff', actor_id: user, note: 'no', created_at: jst('2025-03-03T09:00:00') },
    ]).execute();
    await db.transaction().execute(async (tx) => {
      // A refund of 1,000 yen, 200 of them back to our promotions account (a coupon's share): 1,000 given back.
      await post(tx, dialect, { kind: 'payment', userId: user, refType: 'order', refId: orders[0]!.id }, [
        { account: accounts.gateway, amount: -1000 },
        { account: accounts.order(orders[0]!.id), amount: 1000 },
      ], now);
      await post(tx, dialect, { kind: 'refund', userId: user, refType: 'order', refId: orders[0]!.id }, [
        { account: accounts.order(orders[0]!.id), amount: -1000 },
        { account: accounts.wallet(user), amount: 800 },
        { account: accounts.promotions, amount: 200 },
      ], now);
    });
    const event = (kind: 'search' | 'detail' | 'cart' | 'pay', visitor: string, at: string, term: string | null = null, results: number | null = null) =>
      ({ kind, visitor, site: null, term, results, created_at: jst(at) });
    await db.insertInto('analytics_events').values([
      event('search', 'd:a', '2025-03-01T10:00:00', 'nike', 120),
      event('search', 'd:a', '2025-03-01T10:01:00', 'nike', 120),
      event('search', 'd:b', '2025-03-02T10:00:00', 'nike', 118),
      event('search', 'd:b', '2025-03-02T10:05:00', 'zzqx', 0),
      event('search', 'd:c', '2025-03-03T10:00:00', 'zzqx', 0),
      event('search', 'd:c', '2025-03-03T10:01:00', 'seiko', 40),
      event('search', 'd:c', '2025-03-03T10:02:00', null, 5000),
      event('detail', 'd:a', '2025-03-01T10:02:00'),
      event('detail', 'd:a', '2025-03-01T10:03:00'),
      event('detail', 'd:b', '2025-03-02T10:06:00'),
      event('cart', 'd:a', '2025-03-01T10:04:00'),
      event('pay', 'd:a', '2025-03-01T10:09:00'),
      // Before the range.
      event('search', 'd:z', '2025-02-28T23:59:59', 'nike', 1),
    ]).execute();
  });

  const range = { from: '2025-03-01', to: '2025-03-03' };

  it('sums orders and sales per Japan day and marketplace', async () => {
    const sales = await staffApi().analyticsSales(range);
    expect(sales.days).toEqual([
      { day: '2025-03-01', orders: 2, salesYen: 3500 },
      { day: '2025-03-02', orders: 2, salesYen: 4800 },
      { day: '2025-03-03', orders: 0, salesYen: 0 },
    ]);
    expect(sales.sites).toEqual([
      { site: 'amazon', orders: 1, salesYen: 4000 },
      { site: 'mercari', orders: 2, salesYen: 3500 },
      { site: 'other', orders: 1, salesYen: 800 },
    ]);
    expect(sales.rows).toEqual([
      { day: '2025-03-01', site: 'mercari', orders: 2, salesYen: 3500 },
      { day: '2025-03-02', site: 'amazon', orders: 1, salesYen: 4000 },
      { day: '2025-03-02', site: 'other', orders: 1, salesYen: 800 },
    ]);
    expect([sales.orders, sales.salesYen, sales.range]).toEqual([4, 8300, range]);
  });

  it('counts the funnel’s visitors per step', async () => {
    const funnel = await staffApi().analyticsFunnel(range);
    expect(funnel.steps).toEqual([
      { step: 'search', visitors: 3, events: 7 },
      { step: 'detail', visitors: 2, events: 3 },
      { step: 'cart', visitors: 1, events: 1 },
      { step: 'pay', visitors: 1, events: 1 },
    ]);
  });

  it('ranks keywords and the ones that found nothing', async () => {
    const searches = await staffApi().analyticsSearches(range);
    expect(searches.searches).toBe(7);
    expect(searches.noResultSearches).toBe(2);
    expect(searches.top).toEqual([
      { term: 'nike', searches: 3, visitors: 2 },
      { term: 'zzqx', searches: 2, visitors: 2 },
      { term: 'seiko', searches: 1, visitors: 1 },
    ]);
    expect(searches.noResults).toEqual([{ term: 'zzqx', searches: 2, visitors: 2 }]);
  });

  it('counts new accounts per day', async () => {
    const result = await staffApi().analyticsAccounts(range);
    expect(result.days.map((d) => d.accounts)).toEqual([1, 0, 2]);
    expect(result.accounts).toBe(3);
  });

  it('sums refunds in yen and counts failed purchases per day', async () => {
    const refunds = await staffApi().analyticsRefunds(range);
    expect(refunds.days).toEqual([
      { day: '2025-03-01', refunds: 0, refundYen: 0, failedPurchases: 0, sellerCancels: 0 },
      { day: '2025-03-02', refunds: 1, refundYen: 1000, failedPurchases: 1, sellerCancels: 0 },
      { day: '2025-03-03', refunds: 0, refundYen: 0, failedPurchases: 0, sellerCancels: 1 },
    ]);
    expect([refunds.refunds, refunds.refundYen, refunds.failedPurchases, refunds.sellerCancels]).toEqual([1, 1000, 1, 1]);
  });
});

describe('the event log', () => {
  const today = () => new Date(Date.now() + constants.analytics.dayOffsetHours * 3_600_000).toISOString().slice(0, 10);

  it('logs search, detail, cart and pay from the real calls, after the answer', async () => {
    const { db } = server.services;
    const shopper = await server.verifiedShopper('analytics-buyer@example.com');
    const api = apiOf(shopper);
    const userId = await fx.userId('analytics-buyer@example.com');
    const visitor = `u:${userId}`;
    const goods = await fx.takeGoods('mercari', { maxPrice: 5000 });
    await api.search({ keyword: '  Zzqx-Nothing-Here ' });
    // A later page of the same search is not another search.
    await api.search({ keyword: 'zzqx-nothing-here', page: 2 });
    await api.goodsDetail({ site: 'mercari', id: goods.external_id });
    await api.addToCart({ site: 'mercari', id: goods.external_id });
    const addressId = await fx.address(userId);
    await fx.acceptAllNotices(userId);
    await fx.fund(userId, 50_000);
    await api.checkoutPay({ lineIds: await fx.lineIds(userId), addressId, services: [], points: 0, idempotencyKey: newKey() });
    await flushEvents(db);
    const rows = await db.selectFrom('analytics_events').select(['kind', 'site', 'term', 'results']).where('visitor', '=', visitor).orderBy('id').execute();
    expect(rows).toEqual([
      { kind: 'search', site: null, term: 'zzqx-nothing-here', results: 0 },
      { kind: 'detail', site: 'mercari', term: null, results: null },
      { kind: 'cart', site: 'mercari', term: null, results: null },
      { kind: 'pay', site: null, term: null, results: null },
    ]);
    const searches = await staffApi().analyticsSearches({ from: today(), to: today() });
    expect(searches.noResults).toContainEqual({ term: 'zzqx-nothing-here', searches: 1, visitors: 1 });
  });

  it('never fails the shopper’s call when the log cannot be written', async () => {
    const { db } = server.services;
    const api = apiOf(server.shopper());
    await flushEvents(db);
    await db.schema.alterTable('analytics_events').renameTo('analytics_events_away').execute();
    try {
      const found = await api.search({ keyword: 'nike' });
      expect(found.page).toBe(1);
      await expect(flushEvents(db)).resolves.toBeUndefined();
    } finally {
      await db.schema.alterTable('analytics_events_away').renameTo('analytics_events').execute();
    }
    // The next batch is written again.
    const shopper = server.shopper();
    await apiOf(shopper).search({ keyword: 'after the failure' });
    await flushEvents(db);
    const row = await db.selectFrom('analytics_events').select('term').where('visitor', '=', `d:${shopper.deviceId}`).executeTakeFirst();
    expect(row?.term).toBe('after the failure');
  });

  it('deletes events older than the retention', async () => {
    const { db } = server.services;
    const now = Date.now();
    const dayMs = 86_400_000;
    const keep = now - (constants.analytics.eventRetentionDays - 1) * dayMs;
    const drop = now - (constants.analytics.eventRetentionDays + 1) * dayMs;
    await db.insertInto('analytics_events').values([
      { kind: 'search', visitor: 'd:old', site: null, term: 'old', results: 1, created_at: drop },
      { kind: 'search', visitor: 'd:old', site: null, term: 'kept', results: 1, created_at: keep },
    ]).execute();
    expect(await pruneEvents(db, now)).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('analytics_events').select('term').where('visitor', '=', 'd:old').execute();
    expect(left).toEqual([{ term: 'kept' }]);
  });
});
