// Placing a proxy bid (or buying now) on one auction, in one transaction under the auction's lock: the
// maximum is checked against the next valid amount, the hold adjusted through the ledger, the simulator's
// rival reacts, proxy resolution decides the leader and the price, whoever it leaves behind gets their
// hold back and a notice, Mercari's end moves, and the close job is (re)scheduled for the end.
import type { Kysely } from 'kysely';
import type { SiteId } from '../../generated/sites';
import { isUniqueViolation } from '../db/errors';
import type { AuctionRow, Database } from '../db/types';
import { ApiFailure } from '../http/failure';
import { yenText } from '../orders/notify';
import { scheduleJob, cancelJob } from '../jobs/schedule';
import type { Services } from '../services';
import { catalogChanged } from '../catalog/changes';
import { closeLocked } from './close';
import { lockBidders, setHold } from './holds';
import { notifyBidder } from './notify';
import { closeMyDue, quotaOf } from './quota';
import { buyNowOpen, extendedEnd, holdFor, nextValidYen, resolve } from './rules';
import { rivalMaxFor } from './rival';
import { simulatorOn } from './simulator';
import { auctionGoods, bidsOf, closeJobKey, endAfterBid, isDue, lockAuction, userBidder } from './store';

type Tx = Kysely<Database>;

export interface BidRequest {
  userId: number;
  site: SiteId;
  externalId: string;
  /** null: buy now at the buy-now price. */
  maxYen: number | null;
  idempotencyKey: string;
}

export interface BidOutcome {
  goodsId: number;
  /** lost: another bidder's maximum reached the buy-now price, which ended the auction. */
  outcome: 'leading' | 'outbid' | 'won' | 'lost';
  orderId: number | null;
  outboxIds: number[];
}

export async function placeBid(services: Services, request: BidRequest): Promise<BidOutcome> {
  const { userId } = request;
  // The shopper's ended auctions close first (their own transactions): a win waiting for its close job
  // owes postage, which the quota below must count.
  await closeMyDue(services, userId);
  try {
    return await services.db.transaction().execute(async (tx) => {
      const replay = await tx
        .selectFrom('auction_requests')
        .select(['kind', 'ref_id'])
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirst();
      if (replay) return replayed(tx, request, replay);
      const outcome = await bidLocked(tx, services, request);
      await tx
        .insertInto('auction_requests')
        .values({ user_id: userId, idempotency_key: request.idempotencyKey, kind: request.maxYen === null ? 'buyNow' : 'bid', ref_id: outcome.goodsId, created_at: services.now() })
        .execute();
      return outcome;
    });
  } catch (error) {
    // The same key raced in from another request: that one's bid stands; answer with it.
    if (!isUniqueViolation(error)) throw error;
    const replay = await services.db
      .selectFrom('auction_requests')
      .select(['kind', 'ref_id'])
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
    if (!replay) throw error;
    return replayed(services.db, request, replay);
  } finally {
    // The price, bid count or end changed: searches answer afresh.
    catalogChanged(services.db);
  }
}

/**
 * The answer to a key already used: the same bid's standing now. A key used for another auction, the other
 * kind of request or a postage payment is refused (409): answering it would place nothing.
 */
async function replayed(db: Tx, request: BidRequest, used: { kind: string; ref_id: number }): Promise<BidOutcome> {
  const { userId } = request;
  const goodsId = used.ref_id;
  const target = await db.selectFrom('goods').select('id').where('site', '=', request.site).where('external_id', '=', request.externalId).executeTakeFirst();
  if (used.kind !== (request.maxYen === null ? 'buyNow' : 'bid') || target?.id !== goodsId) throw new ApiFailure(409, 'auctionKeyReused');
  const mine = await db.selectFrom('auction_bids').select('status').where('goods_id', '=', goodsId).where('bidder', '=', userBidder(userId)).executeTakeFirst();
  const auction = await db.selectFrom('auctions').select('order_id').where('goods_id', '=', goodsId).executeTakeFirst();
  const status = mine?.status ?? 'outbid';
  const outcome = status === 'won' || status === 'leading' || status === 'lost' ? status : 'outbid';
  return { goodsId, outcome, orderId: status === 'won' ? (auction?.order_id ?? null) : null, outboxIds: [] };
}

async function bidLocked(tx: Tx, services: Services, request: BidRequest): Promise<BidOutcome> {
  const now = services.now();
  const goods = await auctionGoods(tx, request.site, request.externalId);
  let auction = await lockAuction(tx, services.dialect, goods, now);
  if (auction.status !== 'running' || isDue(auction, now)) throw new ApiFailure(409, 'auctionEnded');

  const bids = await bidsOf(tx, goods.id);
  await lockBidders(tx, services.dialect, [request.userId, ...bids.map((b) => b.user_id)]);
  const bidder = userBidder(request.userId);
  let mine = bids.find((b) => b.bidder === bidder);
  const next = nextValidYen(auction.current_yen, bids.length > 0);
  // The buy-now price while it is on offer (above the current price): a maximum reaching it is a buy-now.
  const buyNowYen = buyNowOpen(auction.buy_now_yen, auction.current_yen, bids.length > 0) ? auction.buy_now_yen : null;
  const buyNow = request.maxYen === null || (buyNowYen !== null && request.maxYen >= buyNowYen);
  if (buyNow && buyNowYen === null) throw new ApiFailure(409, 'auctionNoBuyNow');
  const maxYen = buyNow ? buyNowYen! : request.maxYen!;
  const least = Math.max(next, mine ? mine.max_yen + 1 : 0);
  if (!buyNow && maxYen < least) throw new ApiFailure(400, 'bidTooLow', { field: 'maxYen', amount: yenText(least) }, {}, { nextBidYen: least });

  if (mine) {
    await tx.updateTable('auction_bids').set({ max_yen: maxYen, max_set_at: now, updated_at: now }).where('id', '=', mine.id).execute();
    mine = { ...mine, max_yen: maxYen, max_set_at: now };
  } else {
    const { id } = await tx
      .insertInto('auction_bids')
      .values({ goods_id: goods.id, bidder, user_id: request.userId, max_yen: maxYen, max_set_at: now, status: 'outbid', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    mine = { id, goods_id: goods.id, bidder, user_id: request.userId, max_yen: maxYen, max_set_at: now, held_yen: 0, released_yen: 0, status: 'outbid', created_at: now, updated_at: now };
  }
  // Holds the maximum plus its fee, within the bidding quota (the wallet less the postage due on won
  // auctions, read under the shopper's lock): more is 409 naming what is left, and nothing changed.
  const addedHold = holdFor(maxYen) - mine.held_yen;
  if (addedHold > 0) {
    const { remainingYen } = await quotaOf(tx, request.userId);
    if (addedHold > remainingYen) {
      throw new ApiFailure(409, 'biddingQuotaShort', { needed: yenText(addedHold), remaining: yenText(remainingYen) }, {}, { neededYen: addedHold, remainingYen });
    }
  }
  await setHold(tx, services, mine, holdFor(maxYen), now);
  const all = bids.filter((b) => b.id !== mine.id).concat(mine);

  // The simulator's rival answers a shopper's first bids on the item (never a buy-now, which ends it).
  if (!buyNow && simulatorOn(services.config, request.site) && !all.some((b) => b.bidder === 'rival')) {
    const rivalMax = rivalMaxFor(services.config.marketSimulator.seed, goods.site, goods.external_id, auction.start_yen);
    if (rivalMax !== null && rivalMax >= next) {
      const rival = await tx
        .insertInto('auction_bids')
        .values({ goods_id: goods.id, bidder: 'rival', user_id: null, max_yen: rivalMax, max_set_at: now, status: 'outbid', created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      all.push(rival);
    }
  }

  // A buy-now, or a resolution reaching the buy-now price (the rival's maximum can), ends the auction now.
  const resolution = buyNow
    ? { leaderId: mine.id, priceYen: maxYen, boughtNow: true }
    : resolve(all.map((b) => ({ id: b.id, maxYen: b.max_yen, setAt: b.max_set_at })), auction.start_yen, auction.reserve_yen, buyNowYen);
  const ends = resolution.boughtNow;
  const outboxIds: number[] = [];
  for (const b of all) {
    const leads = b.id === resolution.leaderId;
    const status = leads ? 'leading' : 'outbid';
    if (b.status !== status) await tx.updateTable('auction_bids').set({ status, updated_at: now }).where('id', '=', b.id).execute();
    // Left behind: the hold goes back to the wallet now, and a shopper other than the bidder is told —
    // unless the auction ends here, when the close tells everyone who did not win once ("auction ended").
    if (!leads && b.held_yen > 0 && b.id !== mine.id) {
      await setHold(tx, services, b, 0, now);
      if (b.user_id !== null && !ends) outboxIds.push(...[await notifyBidder(tx, services, { userId: b.user_id, kind: 'outbid', item: goods.title, amountYen: b.held_yen, orderId: null }, now)].filter((id) => id !== null));
    }
  }
  const leadsNow = resolution.leaderId === mine.id;
  if (!leadsNow) await setHold(tx, services, { ...mine, held_yen: holdFor(maxYen) }, 0, now);

  // The history: the shopper's own bid when it was beaten at once, then the price the leader holds now.
  const leader = all.find((b) => b.id === resolution.leaderId)!;
  const events = [...(leadsNow ? [] : [{ bidder, amount_yen: maxYen }]), { bidder: leader.bidder, amount_yen: resolution.priceYen }];
  await tx.insertInto('auction_events').values(events.map((e) => ({ ...e, goods_id: goods.id, created_at: now }))).execute();

  let endsAt = endAfterBid(auction, now);
  if (goods.site === 'mercari' && endsAt !== null) endsAt = extendedEnd(endsAt, now);
  // Bought now: it ends now, and every page shows that end rather than the one it no longer reaches.
  if (ends) endsAt = now;
  const changes = {
    current_yen: resolution.priceYen, leader_bid_id: resolution.leaderId, bid_count: auction.bid_count + events.length, ends_at: endsAt,
    // The end the first bid set, kept apart from later extensions (the bid panel says when the end moved).
    first_ends_at: auction.first_ends_at ?? endsAt, updated_at: now,
  };
  await tx.updateTable('auctions').set(changes).where('goods_id', '=', goods.id).execute();
  await tx.updateTable('goods').set({ price_yen: resolution.priceYen, bid_count: changes.bid_count, ends_at: endsAt }).where('id', '=', goods.id).execute();
  auction = { ...auction, ...changes } satisfies AuctionRow;

  if (ends) {
    await cancelJob(tx, closeJobKey(goods.id), now);
    const closed = await closeLocked(tx, services, auction, goods, now);
    return { goodsId: goods.id, outcome: leadsNow ? 'won' : 'lost', orderId: leadsNow ? closed.orderId : null, outboxIds: [...outboxIds, ...closed.outboxIds] };
  }
  if (endsAt !== null) await scheduleJob(tx, { kind: 'auctionClose', key: closeJobKey(goods.id), dueAt: endsAt, payload: { goodsId: goods.id } }, now);
  return { goodsId: goods.id, outcome: leadsNow ? 'leading' : 'outbid', orderId: null, outboxIds };
}
