import type { Migration } from './helpers';

// A live marketplace's provider counts calls per key, not per server process: every process sharing the
// database counts its calls to a provider in this one row per provider, a fixed window at a time.
export const providerCalls: Migration = {
  version: '0045',
  name: 'provider_calls: calls to each live marketplace provider in the current rate window',
  async up(db) {
    await db.schema
      .createTable('provider_calls')
      .addColumn('provider', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('calls', 'integer', (c) => c.notNull())
      .execute();
  },
};
