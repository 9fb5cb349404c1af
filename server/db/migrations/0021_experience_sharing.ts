import { sql } from 'kysely';
import type { Migration } from './helpers';

// Hauls become shoppers' submissions: the rows seeded before this were shown on the home page, so they
// count as approved hauls. Photos are stored as the list shown (url, width, height) beside the uploads
// that hold the files, so a list page reads one row per haul.
export const experienceSharing: Migration = {
  version: '0021',
  name: 'experience sharing: hauls, outside shares and the monthly contest, moderated and liked',
  async up(db) {
    const table = db.schema.alterTable('experiences');
    await table.addColumn('kind', 'text', (c) => c.notNull().defaultTo('haul')).execute();
    await db.schema.alterTable('experiences').addColumn('status', 'text', (c) => c.notNull().defaultTo('approved')).execute();
    await db.schema.alterTable('experiences').addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null')).execute();
    await db.schema.alterTable('experiences').addColumn('site', 'text').execute();
    await db.schema.alterTable('experiences').addColumn('goods_title', 'text').execute();
    await db.schema.alterTable('experiences').addColumn('goods_url', 'text').execute();
    await db.schema.alterTable('experiences').addColumn('goods_image', 'text').execute();
    await db.schema.alterTable('experiences').addColumn('rating', 'integer').execute();
    await db.schema.alterTable('experiences').addColumn('link', 'text').execute();
    await db.schema.alterTable('experiences').addColumn('month', 'text').execute();
    await db.schema.alterTable('experiences').addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    await db.schema.alterTable('experiences').addColumn('reject_reason', 'text').execute();
    await db.schema.alterTable('experiences').addColumn('winner', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('experiences').addColumn('points_awarded', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('experiences').addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
    await db.schema.alterTable('experiences').addColumn('reviewed_at', 'bigint').execute();
    await db.schema.alterTable('experiences').addColumn('updated_at', 'bigint').execute();
    await sql`update experiences set updated_at = created_at`.execute(db);
    // Once per order and one contest entry per shopper and month, whatever two requests race to do.
    await db.schema.createIndex('experiences_one_per_order').on('experiences').column('order_id').unique().where(sql.ref('kind'), '=', 'haul').execute();
    await db.schema.createIndex('experiences_monthly_once').on('experiences').columns(['user_id', 'month']).unique().where(sql.ref('kind'), '=', 'monthly').execute();
    await db.schema.createIndex('experiences_status').on('experiences').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('experiences_user').on('experiences').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('experience_likes')
      .addColumn('experience_id', 'integer', (c) => c.notNull().references('experiences.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('experience_likes_pk', ['experience_id', 'user_id'])
      .execute();
  },
};
