import { sql } from 'kysely';
import type { Migration } from './helpers';

// Pictures uploaded by shoppers and staff (server/uploads). A row is written with its file, pending until
// an operation claims it for the thing it belongs to (attached_kind/attached_id: a work-order message, a
// haul, a content piece); pending rows older than a day are swept with their files. `public` says whether
// anyone may see the picture (an approved haul's photos, content pictures) or only its owner and staff.
export const uploads: Migration = {
  version: '0019',
  name: 'uploaded pictures',
  async up(db) {
    await db.schema
      .createTable('uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull().unique())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
      .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
      .addColumn('bytes', 'integer', (c) => c.notNull().check(sql`bytes > 0`))
      .addColumn('attached_kind', 'text')
      .addColumn('attached_id', 'integer')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0).check(sql`public in (0, 1)`))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('attached_at', 'bigint')
      .execute();
    await db.schema.createIndex('uploads_attached').on('uploads').columns(['attached_kind', 'attached_id', 'position']).execute();
    await db.schema.createIndex('uploads_pending').on('uploads').columns(['attached_at', 'created_at']).execute();
  },
};
