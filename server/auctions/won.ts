// A won auction's order (paid on its order page, or Yahoo's /mall/yahoo/pay/{id}): the bid hold paid
// the price and the proxy fee; the seller's domestic postage is still due. Paying it takes it from the
// wallet into the order's account and moves the order on with payWon, once per idempotency key (a paid
// order answers as it is).
import type { Kysely } from 'kysely';
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

type Tx = Kysely<Database>;
const day = 24 * 60 * 60_000;

/** The seller's domestic postage the shopper owes for a won item (0 when the seller pays it). */
export async function domesticDue(db: Tx, order: Pick<OrderRow, 'site' | 'external_id'>): Promise<number> {
  if (order.site === null || order.external_id === null) return 0;
  const goods = await db
    .selectFrom('goods')
    .select(['shipping_payer', 'domestic_shipping_yen'])
    .where('site', '=', order.site)
    .where('external_id', '=', order.external_id)
    .executeTakeFirst();
  return goods?.shipping_payer === 'buyer' ? (goods.domestic_shipping_yen ?? 0) : 0;
}

async function ownWonOrder(db: Tx, userId: number, orderId: number): Promise<OrderRow> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).where('kind', '=', 'auction').executeTakeFirst();
  if (!order) throw new ApiFailure(404, 'orderNotFound');
  return order;
}

export async function wonPayment(db: Tx, userId: number, orderId: number): Promise<WonPayment> {
  const order = await ownWonOrder(db, userId, orderId);
  const awaiting = order.state === 'awaitingPayment';
  const due = awaiting ? await domesticDue(db, order) : order.domestic_yen;
  const wallet = await balance(db, accounts.wallet(userId));
  return {
    order: orderCard(order), site: order.site as WonPayment['site'], goodsId: order.external_id ?? '', priceYen: order.price_yen,
    proxyFeeYen: order.proxy_fee_yen, paidYen: order.paid_yen, domesticYen: due, balanceYen: wallet, payable: awaiting && wallet >= due,
    payBy: awaiting ? new Date(order.created_at + constants.orders.timeouts.awaitingPaymentDays * day).toISOString() : null,
  };
}

export async function payWon(services: Services, userId: number, orderId: number, idempotencyKey: string): Promise<WonPayment> {
  try {
    const outboxIds = await services.db.transaction().execute(async (tx) => {
      const replay = await tx.selectFrom('auction_requests').select('ref_id').where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      if (replay) return [];
      const order = await ownWonOrder(tx, userId, orderId);
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
    if (!isUniqueViolation(error)) throw error;
  }
  return wonPayment(services.db, userId, orderId);
}
