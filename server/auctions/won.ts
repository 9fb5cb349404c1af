// A won auction's order (paid on its order page, or Yahoo's /mall/yahoo/pay/{id}): the bid hold paid
// the price and the proxy fee; the seller's domestic postage is still due. Paying it takes it from the
// wallet into the order's account and moves the order on with payWon, once per idempotency key (a paid
// order answers as it is).
import { type Kysely, sql } from 'kysely';
import type { WonPayment } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Database, OrderRow } from '../db/types';
import { isUniqueViolation } from '../db/errors';
import { ApiFailure } from '../http/failure';
import { accounts } from '../money/accounts';
import { balance, post } from '../money/ledger';
import { orderCard } from '../orders/views';
import { transition } from '../orders/transition';
import type { Services } from '../services';
import type { AuctionSite } from './store';

type Tx = Kysely<Database>;
const day = 24 * 60 * 60_000;

/**
 * The seller's domestic postage the buyer of a won item owes, over the item's goods row aliased `g`: 0 when
 * the seller pays it. One rule for one order (domesticDue) and for the sum the bidding quota sets aside.
 */
export const domesticDueSql = sql<number>`case when g.shipping_payer = 'buyer' then coalesce(g.domestic_shipping_yen, 0) else 0 end`;

/** The seller's domestic postage the shopper owes for a won item (0 when the seller pays it). */
export async function domesticDue(db: Tx, order: Pick<OrderRow, 'site' | 'external_id'>): Promise<number> {
  if (order.site === null || order.external_id === null) return 0;
  const goods = await db
    .selectFrom('goods as g')
    .select(domesticDueSql.as('yen'))
    .where('g.site', '=', order.site)
    .where('g.external_id', '=', order.external_id)
    .executeTakeFirst();
  return Number(goods?.yen ?? 0);
}

/**
 * The shopper's won auction's order, or 404 (another shopper's, not a won auction). `site`: a marketplace's
 * own pay page (Yahoo's /mall/yahoo/pay/{id}) shows only that marketplace's wins; another's is 404 there.
 */
async function ownWonOrder(db: Tx, userId: number, orderId: number, site?: AuctionSite): Promise<OrderRow> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).where('kind', '=', 'auction');
  if (site) query = query.where('site', '=', site);
  const order = await query.executeTakeFirst();
  if (!order) throw new ApiFailure(404, 'orderNotFound');
  return order;
}

export async function wonPayment(db: Tx, userId: number, orderId: number, site?: AuctionSite): Promise<WonPayment> {
  const order = await ownWonOrder(db, userId, orderId, site);
  const awaiting = order.state === 'awaitingPayment';
  const due = awaiting ? await domesticDue(db, order) : order.domestic_yen;
  const wallet = await balance(db, accounts.wallet(userId));
  return {
    order: orderCard(order), site: order.site as WonPayment['site'], goodsId: order.external_id ?? '', priceYen: order.price_yen,
    proxyFeeYen: order.proxy_fee_yen, paidYen: order.paid_yen, domesticYen: due, balanceYen: wallet, payable: awaiting && wallet >= due,
    payBy: awaiting ? new Date(order.created_at + constants.orders.timeouts.awaitingPaymentDays * day).toISOString() : null,
  };
}

/** A key already used for something else (another order, a bid) is refused: answering it would pay nothing. */
function sameRequest(used: { kind: string; ref_id: number }, orderId: number): void {
  if (used.kind !== 'payWon' || used.ref_id !== orderId) throw new ApiFailure(409, 'auctionKeyReused');
}

export async function payWon(services: Services, userId: number, orderId: number, idempotencyKey: string, site?: AuctionSite): Promise<WonPayment> {
  const usedKey = (db: Tx) =>
    db.selectFrom('auction_requests').select(['kind', 'ref_id']).where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  try {
    const outboxIds = await services.db.transaction().execute(async (tx) => {
      const order = await ownWonOrder(tx, userId, orderId, site);
      const replay = await usedKey(tx);
      if (replay) {
        sameRequest(replay, orderId);
        return [];
      }
      const now = services.now();
      const due = order.state === 'awaitingPayment' ? await domesticDue(tx, order) : 0;
      if (due > 0) {
        await post(
          tx,
          services.dialect,
          { kind: 'payment', userId, refType: 'order', refId: order.id },
          [
            { account: accounts.wallet(userId), amount: -due },
            { account: accounts.order(order.id), amount: due },
          ],
          now,
        );
        await tx.updateTable('orders').set({ domestic_yen: due, paid_yen: order.paid_yen + due }).where('id', '=', order.id).where('state', '=', 'awaitingPayment').execute();
      }
      // 409 naming the state when it is no longer awaiting payment (paid by another key, cancelled).
      const moved = await transition(tx, services, { orderId: order.id, action: 'payWon', actor: { kind: 'shopper', id: userId } });
      await tx.insertInto('auction_requests').values({ user_id: userId, idempotency_key: idempotencyKey, kind: 'payWon', ref_id: order.id, created_at: now }).execute();
      return moved.outboxIds;
    });
    services.mailer.deliverLater(outboxIds);
  } catch (error) {
    // The same key raced in from another request: that one's payment stands, if it was for this order.
    if (!isUniqueViolation(error)) throw error;
    const used = await usedKey(services.db);
    if (!used) throw error;
    sameRequest(used, orderId);
  }
  return wonPayment(services.db, userId, orderId, site);
}
