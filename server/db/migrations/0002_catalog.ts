import { sql } from 'kysely';
import type { Migration } from './helpers';
import { withId } from './helpers';

export const catalog: Migration = {
  version: '0002',
  name: 'currencies, categories, service names',
  async up(db, dialect) {
    await db.schema
      .createTable('currencies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('symbol', 'text', (c) => c.notNull())
      // Units of the currency per yen: a display factor, not money, so a double is right here.
      .addColumn('rate', 'double precision', (c) => c.notNull().check(sql`rate > 0`))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('categories'), dialect)
      .addColumn('site', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('cat', 'text')
      .addColumn('fril_cat', 'text')
      .addColumn('paypay_cat', 'text')
      .addColumn('merchant_cat', 'text')
      .addColumn('surugaya_cat', 'text')
      .addColumn('rakuten_cat', 'text')
      .addColumn('identity', 'text')
      .execute();
    await db.schema.createIndex('categories_site').on('categories').columns(['site', 'parent_id', 'sort']).execute();
    await db.schema
      .createTable('category_names')
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('category_names_pk', ['category_id', 'language'])
      .execute();
    await db.schema
      .createTable('service_names')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('service_names_pk', ['name', 'language'])
      .execute();
  },
};
