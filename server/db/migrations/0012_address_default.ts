import { sql } from 'kysely';
import type { Migration } from './helpers';

// At most one default address per shopper, held by the database itself: two requests that each make a
// different address the default can never both succeed.
export const addressDefault: Migration = {
  version: '0012',
  name: 'one default address per shopper',
  async up(db) {
    await db.schema.createIndex('addresses_one_default').unique().on('addresses').column('user_id').where(sql.ref('is_default'), '=', 1).execute();
  },
};
