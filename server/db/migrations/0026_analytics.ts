import { sql } from 'kysely';
import { type Migration, withId } from './helpers';

// The analytics edition: a log of the shoppers' steps from search to payment (what the other tables do
// not record: searches and their result counts, detail views beyond the last few, additions to the cart),
// and indexes that let each panel sum a year of rows by reading one index in range order.
export const analytics: Migration = {
  version: '0026',
  name: 'analytics events and the indexes of the analytics panels',
  async up(db, dialect) {
    // visitor: 'u:<user id>' or 'd:<device id>'; term and results for searches; site for the others.
    await withId(db.schema.createTable('analytics_events'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('search', 'detail', 'cart', 'pay')`))
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addColumn('site', 'text')
      .addColumn('term', 'text')
      .addColumn('results', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // Covering, each in the order its panel groups: the funnel counts each step's visitors (grouped by
    // visitor), the searches panel ranks keywords (grouped by term) and sums a range (by time).
    await db.schema.createIndex('analytics_events_visitor').on('analytics_events').columns(['kind', 'visitor', 'created_at']).execute();
    await db.schema.createIndex('analytics_events_term').on('analytics_events').columns(['kind', 'term', 'created_at', 'results', 'visitor']).execute();
    await db.schema.createIndex('analytics_events_day').on('analytics_events').columns(['kind', 'created_at', 'results']).execute();
    // Retention deletes by age.
    await db.schema.createIndex('analytics_events_age').on('analytics_events').column('created_at').execute();

    await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'site', 'paid_yen']).execute();
    await db.schema.createIndex('users_created').on('users').column('created_at').execute();
    await db.schema.createIndex('order_events_to_state').on('order_events').columns(['to_state', 'created_at']).execute();
    await db.schema.createIndex('ledger_transactions_kind').on('ledger_transactions').columns(['kind', 'created_at', 'id']).execute();
  },
};
