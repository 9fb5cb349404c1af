import { sql } from 'kysely';
import { type Migration, withId } from './helpers';

// Scheduled work that survives restarts (server/jobs) and the parcels that leave the warehouse: a merged
// parcel of one shopper's arrived orders, or a group's parcel (china edition) shipped to its leader.
export const jobsParcels: Migration = {
  version: '0013',
  name: 'jobs, parcels, warehouse storage',
  async up(db, dialect) {
    // One row per piece of scheduled work. `key` makes scheduling idempotent (an auction is closed by one
    // job however often its close is scheduled); a claim sets lease_owner/lease_until so that another
    // process skips the row until the lease runs out (a crashed worker's job is taken up again then).
    await withId(db.schema.createTable('jobs'), dialect)
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('due_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'bigint')
      .addColumn('last_error', 'text')
      .addColumn('done_at', 'bigint')
      .addColumn('failed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('jobs_pending').on('jobs').columns(['done_at', 'failed_at', 'due_at']).execute();

    await withId(db.schema.createTable('parcels'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('merge', 'group')`))
      .addColumn('group_id', 'integer')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('method', 'text')
      .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('weight_grams', 'integer', (c) => c.notNull().check(sql`weight_grams >= 0`))
      .addColumn('chargeable_grams', 'integer')
      .addColumn('length_cm', 'integer')
      .addColumn('width_cm', 'integer')
      .addColumn('height_cm', 'integer')
      .addColumn('declared_yen', 'integer', (c) => c.notNull().check(sql`declared_yen >= 0`))
      .addColumn('consolidation_yen', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('options_yen', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('postage_yen', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('storage_yen', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_yen', 'integer', (c) => c.notNull().defaultTo(0).check(sql`total_yen >= 0`))
      .addColumn('paid_yen', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('idempotency_key', 'text')
      .addColumn('carrier', 'text')
      .addColumn('tracking_no', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('shipped_at', 'bigint')
      .addColumn('delivered_at', 'bigint')
      .addUniqueConstraint('parcels_pay_once', ['user_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('parcels_user_state').on('parcels').columns(['user_id', 'state', 'id']).execute();
    await db.schema.createIndex('parcels_state').on('parcels').columns(['state', 'updated_at']).execute();

    // Which parcel an order leaves in; when it reached the warehouse (free storage counts from then);
    // and the storage fees it has run up so far, charged with the parcel's postage.
    await db.schema.alterTable('orders').addColumn('parcel_id', 'integer').execute();
    await db.schema.alterTable('orders').addColumn('arrived_at', 'bigint').execute();
    await db.schema.alterTable('orders').addColumn('storage_yen', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('orders_parcel').on('orders').column('parcel_id').execute();
  },
};
