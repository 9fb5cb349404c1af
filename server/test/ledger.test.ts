// The ledger and the order transitions below every buying call: balanced transactions only, shopper
// accounts never below zero, refunds that give back exactly what was paid, and a reconciliation that
// notices when the books and the orders disagree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialOrderState } from '../../generated/orders';
import { ApiFailure } from '../http/failure';
import { accounts } from '../money/accounts';
import { balance, checkBalanced, post } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { transition } from '../orders/transition';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let userCount = 0;
async function newUser(): Promise<number> {
  const now = Date.now();
  const { id } = await server.services.db
    .insertInto('users')
    .values({ email: `ledger${++userCount}@example.com`, password_hash: 'x', nickname: 'L', language: 'ja', verified_at: now, signup_from: null, source: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function fund(userId: number, yen: number, points = 0): Promise<void> {
  const { services } = server;
  await services.db.transaction().execute((tx) =>
    post(tx, services.dialect, { kind: 'recharge', userId }, [
      { account: accounts.gateway, amount: -yen },
      { account: accounts.wallet(userId), amount: yen },
      ...(points ? [{ account: accounts.pointsIssued, amount: -points, currency: 'PT' as const }, { account: accounts.points(userId), amount: points, currency: 'PT' as const }] : []),
    ], Date.now()),
  );
}

/** A paid cart order the way checkout makes one: the order row and its payment, in one transaction. */
async function paidOrder(userId: number, priceYen: number, discountYen = 0, points = 0): Promise<number> {
  const { services } = server;
  const now = Date.now();
  return services.db.transaction().execute(async (tx) => {
    const total = priceYen + 100;
    const cash = total - discountYen - points;
    const checkout = await tx
      .insertInto('checkouts')
      .values({ user_id: userId, idempotency_key: `k${now}${Math.random()}`, address: '{}', services: '[]', coupon_id: null, goods_yen: priceYen, fees_yen: 100, domestic_yen: 0, services_yen: 0, discount_yen: discountYen, points_used: points, total_yen: total, cash_yen: cash, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await tx
      .insertInto('orders')
      .values({ user_id: userId, checkout_id: checkout.id, kind: 'cart', state: initialOrderState.cart, site: 'mercari', external_id: 'm1', type: 1, url: 'https://jp.mercari.com/item/m1', title: 'Camera', image_url: null, seller_id: null, seller_name: null, quantity: 1, options: null, remark: null, price_yen: priceYen, proxy_fee_yen: 100, domestic_yen: 0, services_yen: 0, discount_yen: discountYen, points_used: points, paid_yen: cash, proposed_price_yen: null, weight_grams: null, length_cm: null, width_cm: null, height_cm: null, domestic_carrier: null, domestic_tracking: null, carrier: null, tracking_no: null, reason: null, created_at: now, updated_at: now, delivered_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await post(tx, services.dialect, { kind: 'payment', userId, refType: 'checkout', refId: checkout.id }, [
      { account: accounts.wallet(userId), amount: -cash },
      { account: accounts.promotions, amount: -(discountYen + points) },
      { account: accounts.order(order.id), amount: total },
      { account: accounts.points(userId), amount: -points, currency: 'PT' },
      { account: accounts.order(order.id), amount: points, currency: 'PT' },
    ], now);
    return order.id;
  });
}

describe('ledger', () => {
  it('refuses unbalanced or fractional postings before writing anything', () => {
    expect(() => checkBalanced([{ account: 'a', amount: 5 }, { account: 'b', amount: -4 }])).toThrow(/sum to 1/);
    expect(() => checkBalanced([{ account: 'a', amount: 0.5 }, { account: 'b', amount: -0.5 }])).toThrow(/bad amount/);
    expect(() => checkBalanced([{ account: 'a', amount: 5 }, { account: 'b', amount: -5, currency: 'PT' }])).toThrow(/not 0/);
  });

  it('never lets a wallet go below zero, and writes nothing when it refuses', async () => {
    const user = await newUser();
    await fund(user, 1000);
    const before = await server.services.db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const spend = server.services.db.transaction().execute((tx) =>
      post(tx, server.services.dialect, { kind: 'payment', userId: user }, [{ account: accounts.wallet(user), amount: -1001 }, { account: 'order:0', amount: 1001 }], Date.now()),
    );
    await expect(spend).rejects.toMatchObject({ status: 409, key: 'insufficientBalance' });
    const after = await server.services.db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await balance(server.services.db, accounts.wallet(user))).toBe(1000);
  });
});

describe('order transitions', () => {
  it('cancelling a paid order gives back the wallet yen, the points and the coupon share at once', async () => {
    const user = await newUser();
    await fund(user, 5000, 300);
    const orderId = await paidOrder(user, 3000, 500, 200);
    expect(await balance(server.services.db, accounts.wallet(user))).toBe(5000 - (3100 - 700));
    const order = await server.services.db.transaction().execute((tx) => transition(tx, server.services, { orderId, action: 'cancel', actor: { kind: 'shopper', id: user } }));
    expect(order.state).toBe('cancelled');
    expect(await balance(server.services.db, accounts.wallet(user))).toBe(5000);
    expect(await balance(server.services.db, accounts.points(user), 'PT')).toBe(300);
    expect(await reconcile(server.services.db)).toEqual([]);
  });

  it('refuses a move the spec does not list, naming the current state, and changes nothing', async () => {
    const user = await newUser();
    await fund(user, 5000);
    const orderId = await paidOrder(user, 1000);
    const attempt = server.services.db.transaction().execute((tx) => transition(tx, server.services, { orderId, action: 'complete', actor: { kind: 'shopper', id: user } }));
    await expect(attempt).rejects.toMatchObject({ status: 409, key: 'orderStateConflict' });
    const other = await newUser();
    const foreign = server.services.db.transaction().execute((tx) => transition(tx, server.services, { orderId, action: 'cancel', actor: { kind: 'shopper', id: other } }));
    await expect(foreign).rejects.toBeInstanceOf(ApiFailure);
    await expect(foreign).rejects.toMatchObject({ status: 404 });
    const staffOnly = server.services.db.transaction().execute((tx) => transition(tx, server.services, { orderId, action: 'failPurchase', actor: { kind: 'shopper', id: user }, inputs: { reason: 'x' } }));
    await expect(staffOnly).rejects.toMatchObject({ status: 403 });
    const row = await server.services.db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.state).toBe('paid');
  });

  it('a staff action without its inputs is refused naming the missing field', async () => {
    const user = await newUser();
    await fund(user, 5000);
    const orderId = await paidOrder(user, 1000);
    const attempt = server.services.db.transaction().execute((tx) => transition(tx, server.services, { orderId, action: 'failPurchase', actor: { kind: 'staff', id: null } }));
    await expect(attempt).rejects.toMatchObject({ status: 400, vars: { field: 'reason' } });
  });

  it('reconciliation names an order whose account does not hold what it cost', async () => {
    const user = await newUser();
    await fund(user, 5000);
    const orderId = await paidOrder(user, 1000);
    await server.services.db.updateTable('orders').set({ price_yen: 999 }).where('id', '=', orderId).execute();
    expect(await reconcile(server.services.db)).toContain(`order ${orderId} (paid) costs 1099 yen but its account holds 1100`);
    await server.services.db.updateTable('orders').set({ price_yen: 1000 }).where('id', '=', orderId).execute();
    expect(await reconcile(server.services.db)).toEqual([]);
  });
});
