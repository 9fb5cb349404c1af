import { sql } from 'kysely';
import { type Migration, withId } from './helpers';

// Auctions with proxy bidding (server/auctions). One `auctions` row per goods item that has been bid on
// through us: the price the proxy system set, its leader and end; it is the row a bid locks, so two
// bids on one auction are serialised. `auction_bids` is one row per bidder and auction (a shopper, the
// marketplace's own bidders, the simulator's rival): the maximum and, for shoppers, what the wallet holds
// for it (held:<u> in the ledger sums these). `auction_events` is the visible bid history.
export const auctions: Migration = {
  version: '0015',
  name: 'auctions, bids, holds',
  async up(db, dialect) {
    await db.schema
      .createTable('auctions')
      .addColumn('goods_id', 'integer', (c) => c.primaryKey().references('goods.id').onDelete('cascade'))
      .addColumn('site', 'text', (c) => c.notNull())
      .addColumn('start_yen', 'integer', (c) => c.notNull().check(sql`start_yen >= 0`))
      .addColumn('current_yen', 'integer', (c) => c.notNull().check(sql`current_yen >= 0`))
      // Bids the marketplace had before ours; bid_count adds ours to them.
      .addColumn('base_bid_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bid_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('buy_now_yen', 'integer')
      .addColumn('reserve_yen', 'integer')
      .addColumn('ends_at', 'bigint')
      .addColumn('leader_bid_id', 'integer')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('running').check(sql`status in ('running', 'closed')`))
      .addColumn('winner_user_id', 'integer')
      .addColumn('order_id', 'integer')
      .addColumn('closed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auctions_due').on('auctions').columns(['status', 'ends_at']).execute();
    // Never two winners: one order per auction.
    await db.schema.createIndex('auctions_order').on('auctions').column('order_id').unique().execute();

    await withId(db.schema.createTable('auction_bids'), dialect)
      .addColumn('goods_id', 'integer', (c) => c.notNull().references('auctions.goods_id').onDelete('cascade'))
      // 'u:<user id>', 'market' (the marketplace's bidders before ours) or 'rival' (the simulator).
      .addColumn('bidder', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('max_yen', 'integer', (c) => c.notNull().check(sql`max_yen >= 0`))
      // When the maximum was set: equal maxima go to the earlier one.
      .addColumn('max_set_at', 'bigint', (c) => c.notNull())
      .addColumn('held_yen', 'integer', (c) => c.notNull().defaultTo(0).check(sql`held_yen >= 0`))
      .addColumn('released_yen', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('leading', 'outbid', 'won', 'lost')`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('auction_bids_one_per_bidder', ['goods_id', 'bidder'])
      .execute();
    await db.schema.createIndex('auction_bids_user').on('auction_bids').columns(['user_id', 'updated_at']).execute();

    await withId(db.schema.createTable('auction_events'), dialect)
      .addColumn('goods_id', 'integer', (c) => c.notNull().references('auctions.goods_id').onDelete('cascade'))
      .addColumn('bidder', 'text', (c) => c.notNull())
      .addColumn('amount_yen', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auction_events_goods').on('auction_events').columns(['goods_id', 'id']).execute();

    // A bid, buy-now or postage payment once per idempotency key and shopper.
    await withId(db.schema.createTable('auction_requests'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bid', 'buyNow', 'payWon')`))
      .addColumn('ref_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('auction_requests_once', ['user_id', 'idempotency_key'])
      .execute();
  },
};
