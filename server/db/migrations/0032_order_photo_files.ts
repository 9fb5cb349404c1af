import { sql } from 'kysely';
import type { Migration } from './helpers';

// Warehouse photos used to be kept byte for byte as staff sent them, camera metadata (location, camera,
// photographer) and anything appended included. From now on they are re-encoded when sent; the photos
// already kept are marked as sent, which are never served until the pass at start
// (server/ops/photo-reencode.ts) rewrites them.
export const orderPhotoFiles: Migration = {
  version: '0032',
  name: 'order_photos: whether each photo file is re-encoded, still as sent, or unreadable',
  async up(db) {
    await db.schema
      .alterTable('order_photos')
      .addColumn('file_state', 'text', (c) => c.notNull().defaultTo('asUploaded').check(sql`file_state in ('asUploaded', 'reencoded', 'unreadable')`))
      .execute();
  },
};
