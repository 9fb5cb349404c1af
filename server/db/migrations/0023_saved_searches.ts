import { sql } from 'kysely';
import { type Migration, withId } from './helpers';

// Saved searches and their alerts (server/alerts):
// - saved_searches: one per shopper and normalized query (query_key), with the query as JSON, a name,
//   whether alerts are paused and when the last alert went out (at most one a day);
// - saved_search_hits: a new listing a saved search matched, once per search and item (the primary key is
//   what makes "never alert the same item twice for one search" hold even when a batch is matched again);
//   alert_id is null while the match waits for the search's next alert;
// - search_alerts / search_alert_items: what each alert named, so its link can mark the items new;
// - collected_goods.seen_price_yen: the collected item's price when the shopper was last told of it (or
//   when the alert job first saw it): a lower price now is a price drop.
// - messages.link: the page a message opens.
// The matcher's watermark (the highest goods id already matched) is a row of `settings`.
export const savedSearches: Migration = {
  version: '0023',
  name: 'saved searches and alerts',
  async up(db, dialect) {
    await withId(db.schema.createTable('saved_searches'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('query_key', 'text', (c) => c.notNull())
      .addColumn('query', 'text', (c) => c.notNull())
      .addColumn('screen', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('paused_at', 'bigint')
      .addColumn('alerted_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('saved_searches_once', ['user_id', 'query_key'])
      .execute();

    await withId(db.schema.createTable('search_alerts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('search', 'priceDrop')`))
      .addColumn('search_id', 'integer', (c) => c.references('saved_searches.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('search_alerts_user').on('search_alerts').columns(['user_id', 'kind', 'created_at']).execute();

    await db.schema
      .createTable('saved_search_hits')
      .addColumn('search_id', 'integer', (c) => c.notNull().references('saved_searches.id').onDelete('cascade'))
      .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
      .addColumn('alert_id', 'integer', (c) => c.references('search_alerts.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('saved_search_hits_pk', ['search_id', 'goods_id'])
      .execute();
    await db.schema.createIndex('saved_search_hits_pending').on('saved_search_hits').columns(['alert_id', 'search_id']).execute();

    await db.schema
      .createTable('search_alert_items')
      .addColumn('alert_id', 'integer', (c) => c.notNull().references('search_alerts.id').onDelete('cascade'))
      .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
      .addColumn('price_before_yen', 'integer')
      .addPrimaryKeyConstraint('search_alert_items_pk', ['alert_id', 'goods_id'])
      .execute();

    await db.schema.alterTable('collected_goods').addColumn('seen_price_yen', 'integer').execute();
    // A message may open a page (an alert its search with the new items marked); the path has no
    // language prefix, the storefront adds the reader's.
    await db.schema.alterTable('messages').addColumn('link', 'text').execute();
  },
};
