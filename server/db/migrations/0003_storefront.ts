import { sql } from 'kysely';
import type { Migration } from './helpers';
import { withId } from './helpers';

export const storefront: Migration = {
  version: '0003',
  name: 'home content, coupons, cart, messages, views, unblock requests, visitor sources',
  async up(db, dialect) {
    await withId(db.schema.createTable('content_items'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('code', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('app_image_url', 'text')
      .addColumn('theme_image', 'text')
      .addColumn('overview', 'text')
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('published_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('content_kind_language').on('content_items').columns(['kind', 'language', 'sort']).execute();
    await withId(db.schema.createTable('experiences'), dialect)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('thumbnail', 'text')
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('experiences_hot').on('experiences').columns(['likes', 'created_at']).execute();
    await withId(db.schema.createTable('advertisements'), dialect)
      .addColumn('placement', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('link', 'text')
      .addColumn('starts_at', 'bigint', (c) => c.notNull())
      .addColumn('ends_at', 'bigint')
      .execute();
    await withId(db.schema.createTable('coupons'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('amount_yen', 'integer', (c) => c.notNull().check(sql`amount_yen > 0`))
      .addColumn('min_spend_yen', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('coupons_user').on('coupons').column('user_id').execute();
    await withId(db.schema.createTable('cart_items'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'integer', (c) => c.notNull().check(sql`type between 1 and 11`))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('price_yen', 'integer', (c) => c.notNull().check(sql`price_yen >= 0`))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cart_user').on('cart_items').column('user_id').execute();
    await withId(db.schema.createTable('messages'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('read_at', 'bigint')
      .execute();
    await db.schema.createIndex('messages_user').on('messages').columns(['user_id', 'read_at']).execute();
    await withId(db.schema.createTable('view_logs'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'integer', (c) => c.notNull().check(sql`type between 1 and 11`))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('price_yen', 'integer', (c) => c.notNull())
      .addColumn('sold_out_at', 'bigint')
      .addColumn('viewed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('view_logs_user').on('view_logs').columns(['user_id', 'viewed_at']).execute();
    await withId(db.schema.createTable('unblock_requests'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'integer', (c) => c.notNull().check(sql`type between 1 and 11`))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('unblock_once', ['user_id', 'type', 'url'])
      .execute();
    await db.schema
      .createTable('visitor_sources')
      .addColumn('device_id', 'text', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
