import { sql } from 'kysely';
import type { Migration } from './helpers';

// Two things the search reads over and over, kept small (SQLite; PostgreSQL reads its own indexes):
// - A keyword's matches come from the full-text index as goods ids; counting them per marketplace and
//   sorting them read each match's goods row, a wide one (title, addresses, the indexed text). goods_facets
//   holds, by id, just what the counts, the filters and the sorts read: a look-up in a narrow index instead.
// - The goods per marketplace without a keyword (the catalog's first page, a condition, a listing type, on
//   sale) read the whole goods_filters index, a million entries at a million goods. goods_counts keeps those
//   numbers, by marketplace, condition, listing type, sold out and on sale, kept by triggers on goods.
export const searchFacets: Migration = {
  version: '0027',
  name: 'search: the filter and sort columns of goods by id; goods counted per marketplace, condition, listing type, sold out and sale',
  async up(db, dialect) {
    if (dialect !== 'sqlite') return;
    await db.schema
      .createIndex('goods_facets')
      .on('goods')
      .columns(['id', 'site', 'listing_type', 'condition', 'price_yen', 'sold_out_at', 'ends_at', 'discount_rate', 'created_at'])
      .execute();

    await db.schema
      .createTable('goods_counts')
      .addColumn('site', 'text', (c) => c.notNull())
      .addColumn('condition', 'text', (c) => c.notNull())
      .addColumn('listing_type', 'text', (c) => c.notNull())
      .addColumn('sold_out', 'integer', (c) => c.notNull())
      .addColumn('on_sale', 'integer', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('goods_counts_pk', ['site', 'condition', 'listing_type', 'sold_out', 'on_sale'])
      .execute();
    const key = (row: string) => sql.raw(`${row}.site, ${row}.condition, ${row}.listing_type, ${row}.sold_out_at is not null, coalesce(${row}.discount_rate, 0) > 0`);
    const match = (row: string) =>
      sql.raw(`site = ${row}.site and condition = ${row}.condition and listing_type = ${row}.listing_type and sold_out = (${row}.sold_out_at is not null) and on_sale = (coalesce(${row}.discount_rate, 0) > 0)`);
    // Not INSERT OR IGNORE: an outer statement's conflict clause (the importer's upsert) overrides a trigger's.
    const add = (row: 'new' | 'old') =>
      sql`insert into goods_counts select ${key(row)}, 0 where not exists (select 1 from goods_counts where ${match(row)}); update goods_counts set n = n + 1 where ${match(row)};`;
    const remove = (row: 'new' | 'old') => sql`update goods_counts set n = n - 1 where ${match(row)};`;
    await sql`create trigger goods_counts_insert after insert on goods begin ${add('new')} end`.execute(db);
    await sql`create trigger goods_counts_delete after delete on goods begin ${remove('old')} end`.execute(db);
    await sql`create trigger goods_counts_update after update of site, condition, listing_type, sold_out_at, discount_rate on goods begin ${remove('old')} ${add('new')} end`.execute(db);
    await sql`insert into goods_counts select ${key('g')}, count(*) from goods as g group by 1, 2, 3, 4, 5`.execute(db);
  },
};
