import { sql } from 'kysely';
import type { Migration } from './helpers';

// After-sales: at most one open appeal per order, kept by the database itself so that two requests at
// once cannot both open one; and the message box read newest first per shopper.
export const orderAftersales: Migration = {
  version: '0010',
  name: 'orders: one open appeal per order, messages by shopper newest first',
  async up(db) {
    await db.schema.createIndex('appeals_one_open').on('appeals').column('order_id').unique().where(sql<boolean>`status = 'open'`).execute();
    await db.schema.createIndex('messages_user_id').on('messages').columns(['user_id', 'id']).execute();
  },
};
