import type { Migration } from './helpers';

// A fixed window of counted calls let two calls through a moment apart across a window's edge, and a provider
// that counts the last second (Amazon's) refused the second. Each provider's row now holds the earliest time
// its next call may be made: every process sharing the database takes that time and moves it on by one call's
// share of the limit, so calls are spaced apart whichever process makes them. Microseconds, so that a limit of
// more than a thousand calls a second still spaces them. The old row held only the current window's count.
export const providerNextCall: Migration = {
  version: '0047',
  name: 'provider_calls: the earliest time of each provider’s next call, in place of a window’s count',
  async up(db) {
    await db.schema.dropTable('provider_calls').execute();
    await db.schema
      .createTable('provider_calls')
      .addColumn('provider', 'text', (c) => c.primaryKey())
      .addColumn('next_call_us', 'bigint', (c) => c.notNull())
      .execute();
  },
};
