import type { Migration } from './helpers';
import { withId } from './helpers';

// The shopper confirms a parcel's receipt once (received_at; null until then, even when the carrier
// already reported it delivered), which completes its orders. Staff photograph the packed parcel before
// it ships; its photos are kept re-encoded from the start, so they need no file_state as order photos do.
export const parcelPhotos: Migration = {
  version: '0041',
  name: 'parcels: received_at; parcel_photos of the packed parcel',
  async up(db, dialect) {
    await db.schema.alterTable('parcels').addColumn('received_at', 'bigint').execute();
    await withId(db.schema.createTable('parcel_photos'), dialect)
      .addColumn('parcel_id', 'integer', (c) => c.notNull().references('parcels.id').onDelete('cascade'))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('parcel_photos_parcel').on('parcel_photos').columns(['parcel_id', 'id']).execute();
  },
};
