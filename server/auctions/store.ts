// Reading and locking auctions. An auction row is made the first time someone bids on the goods item
// through us, from the catalog's figures then: its price, the marketplace's bid count and end. When the
// marketplace already had bids, a 'market' bidder stands for them at the current price, so a new bid
// must beat it by an increment as on the marketplace.
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../db/connect';
import type { AuctionBidRow, AuctionRow, Database, GoodsRow } from '../db/types';
import { ApiFailure } from '../http/failure';
import { mercariEnd } from './rules';

type Tx = Kysely<Database>;

export const auctionSites = ['yahoo', 'mercari'] as const;
export type AuctionSite = (typeof auctionSites)[number];

export const closeJobKey = (goodsId: number) => `auction-close:${goodsId}`;
export const userBidder = (userId: number) => `u:${userId}`;

/** The auction goods item of a marketplace, or 404: fixed-price goods and other marketplaces have no auction. */
export async function auctionGoods(db: Tx, site: string, externalId: string): Promise<GoodsRow & { site: AuctionSite }> {
  const goods = await db.selectFrom('goods').selectAll().where('site', '=', site).where('external_id', '=', externalId).executeTakeFirst();
  if (!goods || goods.listing_type !== 'auction' || !(auctionSites as readonly string[]).includes(goods.site) || goods.blocked_at !== null) {
    throw new ApiFailure(404, 'auctionNotFound');
  }
  return goods as GoodsRow & { site: AuctionSite };
}

/**
 * The auction row of the goods item, created if needed, locked until the transaction ends: PostgreSQL
 * locks the row (SELECT … FOR UPDATE); SQLite's first statement here is a write, so the transaction
 * holds the database's write lock from the start (no deferred-to-write upgrade that another process
 * could win), which serialises bids as the row lock does.
 */
export async function lockAuction(tx: Tx, dialect: Dialect, goods: GoodsRow, now: number): Promise<AuctionRow> {
  const startYen = goods.price_yen;
  const baseBids = goods.bid_count ?? 0;
  // The catalog's end is the auction's: none for a Mercari auction without bids (the goods table's check
  // constraint holds it so), whose first bid starts the clock (endAfterBid).
  const endsAt = goods.ends_at;
  const created = await tx
    .insertInto('auctions')
    .values({
      goods_id: goods.id, site: goods.site, start_yen: startYen, current_yen: startYen, base_bid_count: baseBids, bid_count: baseBids,
      buy_now_yen: goods.buy_now_yen, reserve_yen: goods.reserve_yen, ends_at: endsAt, first_ends_at: endsAt, leader_bid_id: null, status: 'running',
      winner_user_id: null, order_id: null, closed_at: null, created_at: now, updated_at: now,
    })
    .onConflict((oc) => oc.column('goods_id').doNothing())
    .returning('goods_id')
    .executeTakeFirst();
  if (created && baseBids > 0) {
    const market = await tx
      .insertInto('auction_bids')
      .values({ goods_id: goods.id, bidder: 'market', user_id: null, max_yen: startYen, max_set_at: 0, status: 'leading', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.updateTable('auctions').set({ leader_bid_id: market.id }).where('goods_id', '=', goods.id).execute();
  }
  if (dialect === 'postgres') {
    await sql`select goods_id from auctions where goods_id = ${goods.id} for update`.execute(tx);
  } else if (!created) {
    await tx.updateTable('auctions').set({ updated_at: sql`updated_at` }).where('goods_id', '=', goods.id).execute();
  }
  return tx.selectFrom('auctions').selectAll().where('goods_id', '=', goods.id).executeTakeFirstOrThrow();
}

export async function bidsOf(db: Tx, goodsId: number): Promise<AuctionBidRow[]> {
  return db.selectFrom('auction_bids').selectAll().where('goods_id', '=', goodsId).orderBy('id').execute();
}

/** When a bid placed now would make a Mercari auction end (its first bid starts the clock). */
export function endAfterBid(auction: AuctionRow, now: number): number | null {
  if (auction.site === 'mercari' && auction.ends_at === null) return mercariEnd(now);
  return auction.ends_at;
}

export const isDue = (auction: Pick<AuctionRow, 'status' | 'ends_at'>, now: number) =>
  auction.status === 'running' && auction.ends_at !== null && auction.ends_at <= now;
