import { sql } from 'kysely';
import type { Migration } from './helpers';

const hour = 3_600_000;
const jstOffsetMs = 9 * hour;
// spec/constants.yaml auction.mercariEndHourJst when this was written (a migration keeps its own figures).
const mercariEndHourJst = 20;

/** The first Mercari closing time (20:00 JST) at or after `at`. */
function mercariCloseFrom(at: number): number {
  const jst = new Date(at + jstOffsetMs);
  const sameDay = Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate(), mercariEndHourJst) - jstOffsetMs;
  return sameDay >= at ? sameDay : sameDay + 24 * hour;
}

// One end time per auction. A Mercari auction has no end until its first bid (then 20:00 JST the next day,
// extended by late bids), but the catalog gave every auction an end, so the goods pages showed one the
// auction engine never used. Goods rows now hold none for a Mercari auction without bids — the check
// constraint says so both ways, so a seed or an import cannot bring the second end time back — and a
// Mercari auction with the marketplace's bids ends at a 20:00 JST. `auctions.first_ends_at` keeps the end
// before any extension, so that the bid panel can say when late bids moved it.
//
// SQLite (3.53, bundled with better-sqlite3) and PostgreSQL both drop and add a named check constraint in
// place: no table rebuild, which in SQLite would cascade into every table that references goods.
export const auctionEnds: Migration = {
  version: '0017',
  name: 'one end time per auction: none for a Mercari auction before its first bid',
  async up(db) {
    await sql`alter table goods drop constraint goods_auction_end`.execute(db);
    // Items someone bid on through us follow the auction row (bid.ts writes its end to the goods row).
    await sql`update goods set ends_at = null
      where site = 'mercari' and listing_type = 'auction' and coalesce(bid_count, 0) = 0
        and not exists (select 1 from auctions a where a.goods_id = goods.id)`.execute(db);
    const withBids = await db
      .selectFrom('goods')
      .select(['id', 'ends_at'])
      .where('site', '=', 'mercari')
      .where('listing_type', '=', 'auction')
      .where('bid_count', '>', 0)
      .where('ends_at', 'is not', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('auctions').select('goods_id').whereRef('auctions.goods_id', '=', 'goods.id'))))
      .execute();
    for (const row of withBids) {
      const ends = Number(row.ends_at);
      const close = mercariCloseFrom(ends);
      if (close !== ends) await db.updateTable('goods').set({ ends_at: close }).where('id', '=', row.id).execute();
    }
    await sql`alter table goods add constraint goods_auction_end check (
      listing_type = 'fixed' or (ends_at is null) = (site = 'mercari' and coalesce(bid_count, 0) = 0)
    )`.execute(db);

    await db.schema.alterTable('auctions').addColumn('first_ends_at', 'bigint').execute();
    await sql`update auctions set first_ends_at = ends_at`.execute(db);
  },
};
