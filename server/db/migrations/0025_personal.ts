import { sql } from 'kysely';
import { type Migration, withId } from './helpers';

// The rest of the personal centre: identity verification for customs, saved card tokens and the
// member-only offers each shopper claimed.
export const personal: Migration = {
  version: '0025',
  name: 'identity verification, saved cards, claimed offers',
  async up(db, dialect) {
    // One verification per shopper (a resubmission replaces it). The number is AES-GCM encrypted with the
    // server's key (number_enc: iv.tag.ciphertext, base64url); last4 is kept apart for the masked view.
    await withId(db.schema.createTable('identity_verifications'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('legal_name', 'text', (c) => c.notNull())
      .addColumn('number_enc', 'text', (c) => c.notNull())
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('number_length', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'verified', 'rejected')`))
      .addColumn('reason', 'text')
      .addColumn('reviewed_by', 'integer')
      .addColumn('reviewed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('identity_verifications_status').on('identity_verifications').columns(['status', 'updated_at']).execute();

    // A gateway token and what the page may show of the card; never its number.
    await withId(db.schema.createTable('saved_cards'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('exp_month', 'integer', (c) => c.notNull())
      .addColumn('exp_year', 'integer', (c) => c.notNull())
      .addColumn('holder_name', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('saved_cards_token', ['user_id', 'token'])
      .execute();
    await db.schema.createIndex('saved_cards_one_default').unique().on('saved_cards').column('user_id').where(sql.ref('is_default'), '=', 1).execute();

    // A claim is its coupon; the primary key makes a second claim of the same offer impossible.
    await db.schema
      .createTable('offer_claims')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('coupon_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('offer_claims_pk', ['user_id', 'code'])
      .execute();
  },
};
