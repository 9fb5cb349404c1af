// Orders for the console's tests: a one-order checkout (order-fixture.ts: the wallet topped up by a card
// recharge, the checkout's payment into the order's account), then put in the state the test starts from.
import type { Kysely } from 'kysely';
import type { OrderState } from '../../generated/orders';
import type { Dialect } from '../db/connect';
import type { Database, OrderRow } from '../db/types';
import type { TestServer } from './harness';
import { fixtureCheckout } from './order-fixture';

export interface FixtureOrder {
  kind?: 'cart' | 'anybuy';
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
  const anybuy = kind === 'anybuy';
  const now = Date.now();
  const { orderIds } = await fixtureCheckout(db, dialect, userId, [{
    kind, priceYen: fixture.priceYen ?? 3000, quantity, proxyFeeYen: (fixture.proxyFeeYen ?? 300) * quantity, domesticYen: fixture.domesticYen ?? 700,
    title: fixture.title ?? 'ナイキ エアマックス 90 27cm', site: anybuy ? null : 'mercari', externalId: anybuy ? null : `m${now}`, url: 'https://jp.mercari.com/item/m00000000001',
  }], { now });
  // The seller, and the state the test starts from (set as it is, not reached through transitions).
  return db
    .updateTable('orders')
    .set({ type: anybuy ? null : 1, seller_id: 's1', seller_name: 'さくら', ...(fixture.state ? { state: fixture.state } : {}) })
    .where('id', '=', orderIds[0]!)
    .returningAll()
    .executeTakeFirstOrThrow();
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
