// Closing an auction at its end (the `auctionClose` job, key auction-close:<goodsId>) or at a buy-now:
// under the auction's lock, once. The leader, if a shopper and the reserve is met (a buy-now always meets
// it: rules.reserveMet), wins: their hold becomes the order (held:<u> → order:<id> for the price and its proxy fee, the rest of the hold back to
// the wallet) in awaitingPayment; every other shopper's hold goes back. A reserve not met, or a rival or
// the marketplace leading, leaves no winner. The auction row's status and its unique order_id make a
// second close (a retried job, a crash after commit) a no-op and two winners impossible. A win not paid
// in time is cancelled by the orders' time-out job (server/orders/timeouts.ts).
import type { Kysely } from 'kysely';
import type { AuctionRow, Database, GoodsRow } from '../db/types';
import type { JobDefinitions } from '../jobs/types';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import type { Services } from '../services';
import { proxyFeeDiscountPercent } from '../personal/level';
import { discountedFee, proxyFeeYen } from '../shipping/landed-cost';
import { lockBidders, setHold } from './holds';
import { notifyBidder } from './notify';
import { reserveMet } from './rules';
import { bidsOf, isDue, lockAuction } from './store';
import { catalogChanged } from '../catalog/changes';

type Tx = Kysely<Database>;

export interface CloseOutcome {
  orderId: number | null;
  outboxIds: number[];
}

export async function closeLocked(tx: Tx, services: Services, auction: AuctionRow, goods: GoodsRow, now: number): Promise<CloseOutcome> {
  if (auction.status === 'closed') return { orderId: auction.order_id, outboxIds: [] };
  const bids = await bidsOf(tx, auction.goods_id);
  await lockBidders(tx, services.dialect, bids.map((b) => b.user_id));
  const leader = bids.find((b) => b.id === auction.leader_bid_id);
  const sold = reserveMet(auction.current_yen, auction.reserve_yen, auction.buy_now_yen) !== false;
  const winner = leader && leader.user_id !== null && sold ? leader : null;
  const outboxIds: number[] = [];
  let orderId: number | null = null;

  if (winner) {
    const userId = winner.user_id!;
    const price = auction.current_yen;
    // The winner's membership level takes its share off the proxy fee, as it does for what they buy outright.
    const feeDiscountPercent = await proxyFeeDiscountPercent(tx, userId);
    const fee = discountedFee(proxyFeeYen(price), feeDiscountPercent);
    const seller = await tx.selectFrom('sellers').select(['external_id', 'name']).where('id', '=', goods.seller_id).executeTakeFirst();
    const order = await tx
      .insertInto('orders')
      .values({
        user_id: userId, checkout_id: null, kind: 'auction', state: 'awaitingPayment', site: goods.site, external_id: goods.external_id, type: goods.type,
        url: goods.url, title: goods.title, image_url: goods.image_url, seller_id: seller?.external_id ?? null, seller_name: seller?.name ?? null,
        quantity: 1, options: null, remark: null, price_yen: price, proxy_fee_yen: fee, fee_discount_percent: feeDiscountPercent, domestic_yen: 0, services_yen: 0, discount_yen: 0,
        points_used: 0, paid_yen: price + fee, proposed_price_yen: null, weight_grams: goods.weight_grams, length_cm: null, width_cm: null,
        height_cm: null, domestic_carrier: null, domestic_tracking: null, carrier: null, tracking_no: null, reason: null,
        created_at: now, updated_at: now, delivered_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    orderId = order.id;
    await post(
      tx,
      services.dialect,
      { kind: 'payment', userId, refType: 'auction', refId: auction.goods_id },
      [
        { account: accounts.held(userId), amount: -winner.held_yen },
        { account: accounts.order(order.id), amount: price + fee },
        { account: accounts.wallet(userId), amount: winner.held_yen - price - fee },
      ],
      now,
    );
    await tx
      .updateTable('auction_bids')
      .set({ held_yen: 0, released_yen: winner.released_yen + winner.held_yen - price - fee, status: 'won', updated_at: now })
      .where('id', '=', winner.id)
      .execute();
    await tx
      .insertInto('order_events')
      .values({ order_id: order.id, action: 'created', from_state: null, to_state: 'awaitingPayment', actor: 'system', actor_id: null, note: null, created_at: now })
      .execute();
    outboxIds.push(...[await notifyBidder(tx, services, { userId, kind: 'won', item: goods.title, amountYen: price, orderId: order.id }, now)].filter((id) => id !== null));
  }

  for (const b of bids) {
    if (b.id === winner?.id) continue;
    if (b.held_yen > 0) await setHold(tx, services, b, 0, now);
    await tx.updateTable('auction_bids').set({ status: 'lost', updated_at: now }).where('id', '=', b.id).execute();
    if (b.user_id !== null) outboxIds.push(...[await notifyBidder(tx, services, { userId: b.user_id, kind: 'lost', item: goods.title, amountYen: auction.current_yen, orderId: null }, now)].filter((id) => id !== null));
  }
  await tx
    .updateTable('auctions')
    .set({ status: 'closed', winner_user_id: winner?.user_id ?? null, order_id: orderId, closed_at: now, updated_at: now })
    .where('goods_id', '=', auction.goods_id)
    .where('status', '=', 'running')
    .execute();
  // The listing is over on the marketplace whoever won.
  await tx.updateTable('goods').set({ sold_out_at: now }).where('id', '=', goods.id).execute();
  return { orderId, outboxIds };
}

export class NotDueYet extends Error {}

/** Closes one auction if it is due (idempotent); answers null when it was not due. */
export async function closeAuction(services: Services, goodsId: number): Promise<CloseOutcome | null> {
  const outcome = await services.db.transaction().execute(async (tx) => {
    const now = services.now();
    const goods = await tx.selectFrom('goods').selectAll().where('id', '=', goodsId).executeTakeFirst();
    const row = await tx.selectFrom('auctions').select('goods_id').where('goods_id', '=', goodsId).executeTakeFirst();
    if (!goods || !row) return { orderId: null, outboxIds: [] };
    const auction = await lockAuction(tx, services.dialect, goods, now);
    if (auction.status === 'closed') return { orderId: auction.order_id, outboxIds: [] };
    if (!isDue(auction, now)) return null;
    return closeLocked(tx, services, auction, goods, now);
  });
  if (outcome) services.mailer.deliverLater(outcome.outboxIds);
  if (outcome) catalogChanged(services.db);
  return outcome;
}

/** Closes every running auction whose end has passed (reads call it for what they show; the job does the rest). */
export async function closeDue(services: Services, goodsIds: readonly number[]): Promise<void> {
  const now = services.now();
  if (goodsIds.length === 0) return;
  const due = await services.db
    .selectFrom('auctions')
    .select('goods_id')
    .where('goods_id', 'in', goodsIds)
    .where('status', '=', 'running')
    .where('ends_at', '<=', now)
    .execute();
  for (const { goods_id } of due) await closeAuction(services, goods_id);
}

export const auctionJobs: JobDefinitions = {
  auctionClose: {
    async run(services, job) {
      const { goodsId } = job.payload as { goodsId: number };
      // Run early (clocks apart, an end moved by a late bid): fail this attempt so it is tried again later.
      if ((await closeAuction(services, goodsId)) === null) throw new NotDueYet(`auction ${goodsId} is not due yet`);
    },
  },
};
