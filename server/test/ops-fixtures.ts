// Orders for the console's tests, made the way a checkout makes them until the checkout lands: the
// shopper's wallet is topped up through the gateway, the order row is written in its state, and its
// payment moves the yen from the wallet into the order's account (the ledger conventions of the brief).
import type { Kysely } from 'kysely';
import type { OrderState } from '../../generated/orders';
import type { Dialect } from '../db/connect';
import type { Database, OrderRow } from '../db/types';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import type { TestServer } from './harness';

export interface FixtureOrder {
  kind?: OrderRow['kind'];
  state?: OrderState;
  title?: string;
  priceYen?: number;
  quantity?: number;
  proxyFeeYen?: number;
  domesticYen?: number;
}

export async function paidOrder(db: Kysely<Database>, dialect: Dialect, userId: number, fixture: FixtureOrder = {}): Promise<OrderRow> {
  const kind = fixture.kind ?? 'cart';
  const quantity = fixture.quantity ?? 1;
  const price = fixture.priceYen ?? 3000;
  const fee = (fixture.proxyFeeYen ?? 300) * quantity;
  const domestic = fixture.domesticYen ?? 700;
  const total = price * quantity + fee + domestic;
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    await post(trx, dialect, { kind: 'recharge', userId, refType: 'recharge', refId: null }, [
      { account: accounts.gateway, amount: -total },
      { account: accounts.wallet(userId), amount: total },
    ], now);
    const order = await trx
      .insertInto('orders')
      .values({
        user_id: userId, checkout_id: null, kind, state: fixture.state ?? (kind === 'anybuy' ? 'pendingPrice' : 'paid'),
        site: kind === 'anybuy' ? null : 'mercari', external_id: kind === 'anybuy' ? null : `m${now}`, type: kind === 'anybuy' ? null : 1,
        url: 'https://jp.mercari.com/item/m00000000001', title: fixture.title ?? 'ナイキ エアマックス 90 27cm', image_url: null,
        seller_id: 's1', seller_name: 'さくら', quantity, options: null, remark: null, price_yen: price, proxy_fee_yen: fee,
        domestic_yen: domestic, services_yen: 0, discount_yen: 0, points_used: 0, paid_yen: total, created_at: now, updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await post(trx, dialect, { kind: 'payment', userId, refType: 'order', refId: order.id }, [
      { account: accounts.wallet(userId), amount: -total },
      { account: accounts.order(order.id), amount: total },
    ], now);
    return order;
  });
}

/** An appeal as the shopper's after-sales page will file it. */
export async function openAppeal(db: Kysely<Database>, order: OrderRow, reason = 'damaged'): Promise<number> {
  const now = Date.now();
  const { id } = await db
    .insertInto('appeals')
    .values({ order_id: order.id, user_id: order.user_id, reason, detail: 'The box arrived crushed.', status: 'open', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A new verified shopper, signed in, with one paid order made by paidOrder. */
export async function shopperWithOrder(server: TestServer, email: string, fixture: FixtureOrder = {}) {
  const shopper = await server.verifiedShopper(email);
  const { db, dialect } = server.services;
  const { id: userId } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { shopper, userId, order: await paidOrder(db, dialect, userId, fixture) };
}
