import type { Migration } from './helpers';

// Events of one checkout or one parcel are told as one message and one mail (server/orders/notices.ts):
// the message remembers what it tells of (its key, the orders it lists) and its mail, so a later event
// of the same key can be added to both while the mail has not left. A shopper who stops mailing a kind of
// message has a row in mail_opt_outs; no row is the default, mailed.
export const parcelStory: Migration = {
  version: '0039',
  name: 'messages: one message and mail per event of a checkout or parcel; mail_opt_outs',
  async up(db) {
    await db.schema.alterTable('messages').addColumn('notice_key', 'text').execute();
    await db.schema.alterTable('messages').addColumn('notice_parts', 'text').execute();
    await db.schema.alterTable('messages').addColumn('outbox_id', 'integer').execute();
    await db.schema.createIndex('messages_notice').on('messages').columns(['user_id', 'notice_key']).execute();
    await db.schema
      .createTable('mail_opt_outs')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('mail_opt_outs_pk', ['user_id', 'kind'])
      .execute();
  },
};
