import { sql } from 'kysely';
import type { Migration } from './helpers';
import { withId } from './helpers';

const conditions = sql`('new', 'likeNew', 'good', 'fair', 'poor')`;

export const goods: Migration = {
  version: '0005',
  name: 'goods catalog: sellers, goods with a full-text index and their texts, card series, reviews, risk notices, recent views',
  async up(db, dialect) {
    await withId(db.schema.createTable('sellers'), dialect)
      .addColumn('site', 'text', (c) => c.notNull())
      .addColumn('external_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('official', 'integer', (c) => c.notNull().defaultTo(0).check(sql`official in (0, 1)`))
      .addColumn('shop_code', 'text')
      .addColumn('rating', 'double precision')
      .addColumn('rating_count', 'integer')
      // Kept by the seed and the importer, so "largest shops first" is an index walk, not a count.
      .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('blocked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('sellers_site_external', ['site', 'external_id'])
      .execute();
    await db.schema.createIndex('sellers_largest').on('sellers').columns(['site', 'official', 'item_count']).execute();

    await withId(db.schema.createTable('goods'), dialect)
      .addColumn('site', 'text', (c) => c.notNull())
      .addColumn('external_id', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.check(sql`type between 1 and 11`))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('asin', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      // The title, brand and series folded for matching (NFKC, lower case): what the full-text index reads.
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('brand', 'text')
      .addColumn('kind', 'text', (c) => c.notNull())
      // The list image; all of them, with the description, are in goods_texts.
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
      .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id').onDelete('cascade'))
      .addColumn('series', 'text')
      // The same title stocked by several branches (lashinbang) shares a key.
      .addColumn('product_key', 'text')
      .addColumn('condition', 'text', (c) => c.notNull().check(sql`condition in ${conditions}`))
      .addColumn('listing_type', 'text', (c) => c.notNull().check(sql`listing_type in ('fixed', 'auction')`))
      // What the shopper pays now: the fixed price, or an auction's current bid.
      .addColumn('price_yen', 'integer', (c) => c.notNull().check(sql`price_yen >= 0`))
      .addColumn('original_price_yen', 'integer', (c) => c.check(sql`original_price_yen >= 0`))
      .addColumn('discount_rate', 'double precision', (c) => c.check(sql`discount_rate > 0 and discount_rate <= 1`))
      .addColumn('buy_now_yen', 'integer', (c) => c.check(sql`buy_now_yen >= 0`))
      .addColumn('reserve_yen', 'integer', (c) => c.check(sql`reserve_yen >= 0`))
      .addColumn('bid_count', 'integer', (c) => c.check(sql`bid_count >= 0`))
      .addColumn('ends_at', 'bigint')
      .addColumn('shipping_payer', 'text', (c) => c.notNull().check(sql`shipping_payer in ('seller', 'buyer')`))
      .addColumn('domestic_shipping_yen', 'integer', (c) => c.check(sql`domestic_shipping_yen >= 0`))
      .addColumn('weight_grams', 'integer', (c) => c.check(sql`weight_grams > 0`))
      .addColumn('risk', 'text', (c) => c.check(sql`risk in ('battery', 'liquid', 'brand')`))
      .addColumn('sold_out_at', 'bigint')
      .addColumn('reserved_at', 'bigint')
      .addColumn('blocked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('goods_site_external', ['site', 'external_id'])
      .addCheckConstraint('goods_auction_end', sql`listing_type = 'fixed' or ends_at is not null`)
      .execute();
    // Every filter and sort of the search has an index to start from: the marketplace with each sort,
    // each sort alone (all marketplaces), category, seller, condition, listing type, sold-out and sale.
    const indexes: [string, string[]][] = [
      ['goods_site_created', ['site', 'created_at']],
      ['goods_site_price', ['site', 'price_yen']],
      ['goods_site_ends', ['site', 'ends_at']],
      ['goods_created', ['created_at']],
      ['goods_price', ['price_yen']],
      ['goods_listing_ends', ['listing_type', 'ends_at']],
      ['goods_category', ['category_id', 'created_at']],
      ['goods_seller', ['seller_id', 'created_at']],
      ['goods_condition', ['condition', 'price_yen']],
      ['goods_sold_out', ['sold_out_at']],
      ['goods_site_url', ['site', 'url']],
      ['goods_site_asin', ['site', 'asin']],
      ['goods_site_series', ['site', 'series']],
      ['goods_site_product', ['site', 'product_key']],
    ];
    for (const [name, columns] of indexes) await db.schema.createIndex(name).on('goods').columns(columns).execute();
    // Counts per marketplace under filters without a keyword read this index alone, not the rows.
    await db.schema
      .createIndex('goods_filters')
      .on('goods')
      .columns(['site', 'condition', 'listing_type', 'price_yen', 'sold_out_at', 'ends_at', 'discount_rate', 'category_id', 'seller_id'])
      .execute();
    // Few goods are on sale: a partial index holds just them.
    await db.schema.createIndex('goods_on_sale').on('goods').columns(['site', 'price_yen']).where(sql.ref('discount_rate'), '>', 0).execute();

    if (dialect === 'sqlite') {
      // Trigram FTS5 over search_text, its content read from goods; triggers keep it in step with every
      // insert, update and delete, the importer's included.
      await sql`create virtual table goods_fts using fts5(search_text, content = 'goods', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
      await sql`create trigger goods_fts_insert after insert on goods begin
        insert into goods_fts (rowid, search_text) values (new.id, new.search_text); end`.execute(db);
      await sql`create trigger goods_fts_delete after delete on goods begin
        insert into goods_fts (goods_fts, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(db);
      await sql`create trigger goods_fts_update after update of search_text on goods begin
        insert into goods_fts (goods_fts, rowid, search_text) values ('delete', old.id, old.search_text);
        insert into goods_fts (rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    } else {
      // pg_trgm lives in one schema per database (public), shared by every schema that uses it, so a
      // test schema dropped with cascade does not take it along; its operator class is named in full.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
      const opclass = sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
      await sql`create index goods_search_trgm on goods using gin (search_text ${opclass})`.execute(db);
    }

    // What only the detail page reads, apart: searches and counts that read goods rows read narrow ones.
    await db.schema
      .createTable('goods_texts')
      .addColumn('goods_id', 'integer', (c) => c.primaryKey().references('goods.id').onDelete('cascade'))
      .addColumn('description', 'text', (c) => c.notNull())
      // A JSON array of image addresses, the list image first.
      .addColumn('images', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('goods_reviews')
      .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('goods_reviews_goods').on('goods_reviews').columns(['goods_id', 'created_at']).execute();

    // magi's card series (goods.series holds the code).
    await db.schema
      .createTable('card_series')
      .addColumn('site', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('card_series_pk', ['site', 'code'])
      .execute();

    await db.schema
      .createTable('risk_notices')
      .addColumn('risk', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      // A JSON array of { title, msg }.
      .addColumn('notes', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('risk_notices_pk', ['risk', 'language'])
      .execute();

    // Recent views replace the first view log: rows now point at catalog goods, and a visitor who is not
    // logged in has them too, under the device id the call carries ('u:<user id>' or 'd:<device id>').
    await db.schema.dropTable('view_logs').execute();
    await withId(db.schema.createTable('recent_views'), dialect)
      .addColumn('viewer', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id').onDelete('cascade'))
      .addColumn('viewed_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('recent_views_once', ['viewer', 'goods_id'])
      .execute();
    await db.schema.createIndex('recent_views_newest').on('recent_views').columns(['viewer', 'viewed_at']).execute();
  },
};
