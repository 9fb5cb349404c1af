import { sql } from 'kysely';
import type { Migration } from './helpers';
import { withId } from './helpers';

// The goods Type codes of 0003's cart lines and their marketplaces, as they were when this was written.
const siteOfType: Record<number, string> = {
  1: 'mercari', 2: 'rakuma', 3: 'market', 4: 'surugaya', 5: 'paypay', 6: 'rakuten', 7: 'yahoo', 8: 'minne', 9: 'amazon', 10: 'lashinbang', 11: 'bunjang',
};

export const collections: Migration = {
  version: '0006',
  name: 'collections, search history, shipping rates, cart lines by catalog item',
  async up(db, dialect) {
    // Collections hold the marketplace's ids, not catalog row ids: they survive a re-import of the catalog.
    for (const table of ['collected_goods', 'collected_sellers']) {
      await withId(db.schema.createTable(table), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('external_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint(`${table}_once`, ['user_id', 'site', 'external_id'])
        .execute();
      await db.schema.createIndex(`${table}_newest`).on(table).columns(['user_id', 'id']).execute();
    }

    // Per account ('u:<user id>') or, logged out, per device ('d:<device id>'); the newest has the highest id.
    await withId(db.schema.createTable('search_terms'), dialect)
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('term', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('search_terms_once', ['owner', 'term'])
      .execute();
    await db.schema.createIndex('search_terms_newest').on('search_terms').columns(['owner', 'id']).execute();

    await db.schema
      .createTable('shipping_countries')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('zone', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('shipping_rates')
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('zone', 'text', (c) => c.notNull())
      .addColumn('first_yen', 'integer', (c) => c.notNull().check(sql`first_yen >= 0`))
      .addColumn('step_yen', 'integer', (c) => c.notNull().check(sql`step_yen >= 0`))
      .addPrimaryKeyConstraint('shipping_rates_pk', ['method', 'zone'])
      .execute();
    await db.schema
      .createTable('shipping_suspensions')
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('shipping_suspensions_pk', ['method', 'country'])
      .execute();

    // Cart lines now name the catalog item (site and the marketplace's id), one line per item; magi and
    // card items have no goods Type, so type may be null. Lines added by link keep a null id.
    const siteCase = sql.join(
      Object.entries(siteOfType).map(([type, site]) => sql`when ${sql.lit(Number(type))} then ${sql.lit(site)}`),
      sql` `,
    );
    if (dialect === 'postgres') {
      await db.schema.alterTable('cart_items').addColumn('site', 'text').execute();
      await db.schema.alterTable('cart_items').addColumn('external_id', 'text').execute();
      await db.schema.alterTable('cart_items').alterColumn('type', (c) => c.dropNotNull()).execute();
      await sql`update cart_items set site = case type ${siteCase} end`.execute(db);
      await db.schema.alterTable('cart_items').addUniqueConstraint('cart_items_once', ['user_id', 'site', 'external_id']).execute();
      return;
    }
    // SQLite cannot drop a NOT NULL: the table is rebuilt with its rows (ids kept).
    await withId(db.schema.createTable('cart_items_next'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('site', 'text')
      .addColumn('external_id', 'text')
      .addColumn('type', 'integer', (c) => c.check(sql`type between 1 and 11`))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('price_yen', 'integer', (c) => c.notNull().check(sql`price_yen >= 0`))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('cart_items_once', ['user_id', 'site', 'external_id'])
      .execute();
    await sql`insert into cart_items_next (id, user_id, site, external_id, type, url, name, image_url, price_yen, quantity, created_at)
      select id, user_id, case type ${siteCase} end, null, type, url, name, image_url, price_yen, quantity, created_at from cart_items`.execute(db);
    await db.schema.dropTable('cart_items').execute();
    await sql`alter table cart_items_next rename to cart_items`.execute(db);
    await db.schema.createIndex('cart_user').on('cart_items').column('user_id').execute();
  },
};
