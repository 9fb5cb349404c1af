// What the shopper sees of auctions: one auction's state (the detail page's bid box), their bids by view
// (/personal/bidding and the seller centres) and the bidding quota. Reads close any auction they show
// that is past its end, so a page never shows a finished auction as running while its job is pending.
import type { Kysely } from 'kysely';
import type { AuctionState, BiddingQuota, MyBid, MyBidPage, MySellerPage } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { AuctionRow, Database, GoodsRow } from '../db/types';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import type { Services } from '../services';
import { proxyFeeDiscountPercent } from '../personal/level';
import { discountedFee, proxyFeeYen } from '../shipping/landed-cost';
import { closeDue } from './close';
import { closeMyDue, quotaOf } from './quota';
import { bidIncrement, buyNowOpen, nextValidYen, reserveMet } from './rules';
import { type AuctionSite, userBidder } from './store';

const iso = (ms: number) => new Date(ms).toISOString();

/** A bidder's name in the history: stable per bidder and auction, telling nothing about who it is. */
function masked(bidder: string, goodsId: number): string {
  let h = goodsId;
  for (const c of bidder) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  const letters = 'abcdefghijkmnpqrstuvwxyz';
  return `${letters[h % letters.length]}***${letters[(h >>> 8) % letters.length]}`;
}

function rules(site: AuctionSite): AuctionState['rules'] {
  const mercari = site === 'mercari';
  return {
    endRule: mercari ? 'mercariNextDay' : 'fixed',
    extensionWindowMinutes: mercari ? constants.auction.extensionWindowMinutes : null,
    extensionMinutes: mercari ? constants.auction.extensionMinutes : null,
    increments: constants.auction.bidIncrements.map((b) => ({ fromYen: b.fromYen, yen: b.yen })),
  };
}

/** How far late bids moved a Mercari auction's end past the one its first bid set, in whole minutes. */
function extendedMinutes(row: AuctionRow | undefined): number {
  if (!row || row.ends_at === null || row.first_ends_at === null) return 0;
  return Math.max(0, Math.round((row.ends_at - row.first_ends_at) / 60_000));
}

export async function auctionState(services: Services, goods: GoodsRow & { site: AuctionSite }, userId: number | null): Promise<AuctionState> {
  await closeDue(services, [goods.id]);
  const db = services.db;
  const now = services.now();
  const row: AuctionRow | undefined = await db.selectFrom('auctions').selectAll().where('goods_id', '=', goods.id).executeTakeFirst();
  const current = row?.current_yen ?? goods.price_yen;
  const bidCount = row?.bid_count ?? goods.bid_count ?? 0;
  // The catalog's end until someone bids through us (none for a Mercari auction without bids), then the engine's.
  const endsAt = row ? row.ends_at : goods.ends_at;
  const hasBids = row ? (await db.selectFrom('auction_bids').select('id').where('goods_id', '=', goods.id).limit(1).execute()).length > 0 : bidCount > 0;
  const past = endsAt !== null && endsAt <= now;
  // Past its end with no bid of ours (no auction row) there is no winner to decide here: it is over, closed
  // without one, and the bid panel stops asking. 'ended' is only an auction of ours whose close is pending.
  const status = row?.status === 'closed' || (!row && past) ? 'closed' : past ? 'ended' : 'running';
  const reserve = row ? row.reserve_yen : goods.reserve_yen;
  // Only while on offer: never at or below the current price (a maximum reaching it ends the auction).
  const listedBuyNow = row ? row.buy_now_yen : goods.buy_now_yen;
  const buyNowYen = status !== 'closed' && buyNowOpen(listedBuyNow, current, hasBids) ? listedBuyNow : null;
  const next = nextValidYen(current, hasBids);
  const events = row
    ? await db.selectFrom('auction_events').selectAll().where('goods_id', '=', goods.id).orderBy('id', 'desc').limit(constants.auction.historyMax).execute()
    : [];
  const mineRow = row && userId !== null
    ? await db.selectFrom('auction_bids').selectAll().where('goods_id', '=', goods.id).where('bidder', '=', userBidder(userId)).executeTakeFirst()
    : undefined;
  // What winning at the next bid would cost this shopper: their level's share off the proxy fee.
  const feeDiscount = userId === null ? 0 : await proxyFeeDiscountPercent(db, userId);
  return {
    site: goods.site, id: goods.external_id, title: goods.title, imageUrl: goods.image_url, status,
    currentYen: current, startYen: row?.start_yen ?? goods.price_yen, bidCount, endsAt: endsAt === null ? null : iso(endsAt), serverTime: iso(now),
    extendedMinutes: extendedMinutes(row),
    buyNowYen, hasReserve: reserve !== null, reserveMet: reserveMet(current, reserve, listedBuyNow),
    nextBidYen: next, incrementYen: bidIncrement(current), proxyFeeYen: discountedFee(proxyFeeYen(next), feeDiscount), rules: rules(goods.site),
    mine: mineRow
      ? { maxYen: mineRow.max_yen, status: mineRow.status, heldYen: mineRow.held_yen, orderId: mineRow.status === 'won' ? (row?.order_id ?? null) : null }
      : null,
    history: events.map((e) => ({ amountYen: e.amount_yen, time: iso(e.created_at), bidder: masked(e.bidder, goods.id), mine: userId !== null && e.bidder === userBidder(userId) })),
  };
}

export type MyBidView = MyBidPage['counts'][number]['view'];
const views: readonly MyBidView[] = ['all', 'bidding', 'leading', 'outbid', 'won', 'lost', 'notPaid', 'biddingFail', 'cancel', 'refund'];

/** Which views a bid appears in (the meanings are documented with the operation in spec/api.yaml). */
function viewsOf(bid: MyBid): Set<MyBidView> {
  const running = bid.auctionStatus !== 'closed';
  const won = bid.status === 'won';
  const set = new Set<MyBidView>(['all']);
  if (running && (bid.status === 'leading' || bid.status === 'outbid')) set.add('bidding');
  if (bid.status === 'leading' || bid.status === 'outbid' || bid.status === 'lost') set.add(bid.status);
  if (won) set.add('won');
  if (won && bid.orderState === 'awaitingPayment') set.add('notPaid');
  if (bid.status === 'outbid' || bid.status === 'lost') set.add('biddingFail');
  if (won && bid.orderState === 'cancelled') set.add('cancel');
  if (bid.releasedYen > 0) set.add('refund');
  return set;
}

async function myBidRows(services: Services, userId: number, site: AuctionSite | undefined): Promise<MyBid[]> {
  let query = services.db
    .selectFrom('auction_bids as b')
    .innerJoin('auctions as a', 'a.goods_id', 'b.goods_id')
    .innerJoin('goods as g', 'g.id', 'b.goods_id')
    .innerJoin('sellers as s', 's.id', 'g.seller_id')
    .leftJoin('orders as o', (join) => join.onRef('o.id', '=', 'a.order_id').on('o.user_id', '=', userId))
    .select([
      'b.goods_id', 'b.max_yen', 'b.status', 'b.held_yen', 'b.released_yen', 'b.updated_at', 'a.status as auction_status', 'a.current_yen',
      'a.bid_count', 'a.ends_at', 'a.order_id', 'g.site', 'g.external_id', 'g.title', 'g.image_url', 's.external_id as seller_id',
      's.name as seller_name', 'o.state as order_state', 'o.paid_yen as order_paid',
    ])
    .where('b.user_id', '=', userId);
  if (site) query = query.where('a.site', '=', site);
  const rows = await query.orderBy('b.updated_at', 'desc').orderBy('b.id', 'desc').execute();
  const now = services.now();
  return rows.map((r) => {
    const won = r.status === 'won';
    const cancelled = won && r.order_state === 'cancelled';
    return {
      site: r.site as AuctionSite, id: r.external_id, title: r.title, imageUrl: r.image_url, sellerId: r.seller_id, sellerName: r.seller_name, status: r.status,
      auctionStatus: r.auction_status === 'closed' ? 'closed' : r.ends_at !== null && r.ends_at <= now ? 'ended' : 'running',
      currentYen: r.current_yen, myMaxYen: r.max_yen, bidCount: r.bid_count, endsAt: r.ends_at === null ? null : iso(r.ends_at),
      heldYen: r.held_yen, releasedYen: r.released_yen + (cancelled ? Number(r.order_paid ?? 0) : 0),
      orderId: won ? r.order_id : null, orderState: won ? (r.order_state as MyBid['orderState']) ?? null : null, lastBidAt: iso(r.updated_at),
    } satisfies MyBid;
  });
}

export async function myBids(services: Services, userId: number, view: MyBidView, site: AuctionSite | undefined, page: number): Promise<MyBidPage> {
  await closeMyDue(services, userId);
  const all = (await myBidRows(services, userId, site)).map((bid) => ({ bid, in: viewsOf(bid) }));
  const pageSize = constants.auction.myBidsPageSize;
  const chosen = all.filter((b) => b.in.has(view)).map((b) => b.bid);
  return {
    total: chosen.length, page, pageSize, items: chosen.slice((page - 1) * pageSize, page * pageSize),
    counts: views.map((v) => ({ view: v, count: all.filter((b) => b.in.has(v)).length })),
    serverTime: iso(services.now()),
  };
}

/**
 * The sellers of every auction the shopper bid on (the Yahoo centre's seller page), grouped here rather
 * than in the page, so a shopper with more bids than one page of MyBids still sees every seller.
 */
export async function mySellers(services: Services, userId: number, site: AuctionSite | undefined, page: number): Promise<MySellerPage> {
  await closeMyDue(services, userId);
  const pageSize = constants.auction.myBidsPageSize;
  let mine = services.db
    .selectFrom('auction_bids as b')
    .innerJoin('auctions as a', 'a.goods_id', 'b.goods_id')
    .innerJoin('goods as g', 'g.id', 'b.goods_id')
    .innerJoin('sellers as s', 's.id', 'g.seller_id')
    .where('b.user_id', '=', userId);
  if (site) mine = mine.where('a.site', '=', site);
  const [{ n }, rows] = await Promise.all([
    mine.select((eb) => eb.fn.count<number>('s.id').distinct().as('n')).executeTakeFirstOrThrow(),
    mine
      .select((eb) => [
        's.id', 's.site', 's.external_id', 's.name', eb.fn.countAll<number>().as('auctions'),
        eb.fn.sum<number>(eb.case().when('b.status', '=', 'won').then(1).else(0).end()).as('won'),
        eb.fn.max('b.updated_at').as('last'),
      ])
      .groupBy(['s.id', 's.site', 's.external_id', 's.name'])
      .orderBy('last', 'desc')
      .orderBy('s.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    total: Number(n), page, pageSize,
    items: rows.map((r) => ({
      site: r.site as AuctionSite, sellerId: r.external_id, sellerName: r.name, auctions: Number(r.auctions), won: Number(r.won), lastBidAt: iso(Number(r.last)),
    })),
  };
}

export async function biddingQuota(services: Services, userId: number, site: AuctionSite | undefined): Promise<BiddingQuota> {
  // Ended auctions first, as the bid list does: a win waiting for its close is postage due already.
  await closeMyDue(services, userId);
  const db: Kysely<Database> = services.db;
  let live = db
    .selectFrom('auction_bids as b')
    .innerJoin('auctions as a', 'a.goods_id', 'b.goods_id')
    .select(['b.status', 'b.held_yen'])
    .where('b.user_id', '=', userId)
    .where('a.status', '=', 'running');
  if (site) live = live.where('a.site', '=', site);
  const bids = await live.execute();
  // The postage due counts every marketplace's wins whichever centre asks: one wallet pays them all.
  const quota = await quotaOf(db, userId);
  const held = site ? bids.reduce((sum, b) => sum + b.held_yen, 0) : await balance(db, accounts.held(userId));
  return {
    depositYen: quota.depositYen, heldYen: held, remainingYen: quota.remainingYen, liveBids: bids.length,
    leadingBids: bids.filter((b) => b.status === 'leading').length, notPaidCount: quota.notPaid.count, notPaidYen: quota.notPaid.yen,
  };
}
