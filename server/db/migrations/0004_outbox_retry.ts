import type { Migration } from './helpers';

export const outboxRetry: Migration = {
  version: '0004',
  name: 'outbox delivery attempts, for retries shared by every process',
  async up(db) {
    await db.schema.alterTable('mail_outbox').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'bigint').execute();
    await db.schema.createIndex('outbox_pending').on('mail_outbox').columns(['sent_at', 'next_attempt_at']).execute();
  },
};
