import type { Migration } from './helpers';

// Events of one checkout or one parcel are told as one message and one mail (server/orders/notices.ts):
// the message remembers what it tells of (its key, the orders it lists) and its mail, so a later event
// of the same key can be added to both while the mail has not left.
export const parcelStory: Migration = {
  version: '0039',
  name: 'messages: one message and mail per event of a checkout or parcel',
  async up(db) {
    await db.schema.alterTable('messages').addColumn('notice_key', 'text').execute();
    await db.schema.alterTable('messages').addColumn('notice_parts', 'text').execute();
    await db.schema.alterTable('messages').addColumn('outbox_id', 'integer').execute();
    await db.schema.createIndex('messages_notice').on('messages').columns(['user_id', 'notice_key']).execute();
  },
};
