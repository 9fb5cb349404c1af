import { sql } from 'kysely';
import type { Migration } from './helpers';
import { withId } from './helpers';

// A shopper's claim that a shipped parcel was lost or damaged, paid (when staff accept it) from the
// parcel's insurance cover. As with order appeals, the database itself keeps one open claim per parcel so
// that two requests at once cannot both open one.
export const parcelClaims: Migration = {
  version: '0042',
  name: 'parcel_claims: lost or damaged parcels, one open per parcel',
  async up(db, dialect) {
    await withId(db.schema.createTable('parcel_claims'), dialect)
      .addColumn('parcel_id', 'integer', (c) => c.notNull().references('parcels.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('resolution', 'text')
      .addColumn('refund_yen', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('parcel_claims_one_open').on('parcel_claims').column('parcel_id').unique().where(sql<boolean>`status = 'open'`).execute();
  },
};
