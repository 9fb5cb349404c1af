import { sql } from 'kysely';
import { type Migration, withId } from './helpers';

// The settings page and the third-party widgets (issue 10):
// - social_accounts: a provider identity (provider + its subject id) linked to one account, once per
//   provider per account; the provider's email is kept only to show which account is linked;
// - email_changes: the one pending new address of an account, confirmed by a code mailed to it
//   (verification_codes purpose 'email');
// - deleted_accounts: when an account was deleted and until when its anonymized orders, payments and
//   ledger must be kept (constants.accounts.retentionYears); users.deleted_at marks the erased row;
// - used_widget_tokens: captcha tokens already spent, so one solved challenge admits one request.
export const accountSettings: Migration = {
  version: '0024',
  name: 'social accounts, email changes, deleted accounts',
  async up(db, dialect) {
    await withId(db.schema.createTable('social_accounts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('social_accounts_identity', ['provider', 'subject'])
      .addUniqueConstraint('social_accounts_user_provider', ['user_id', 'provider'])
      .execute();
    await db.schema
      .createTable('email_changes')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('deleted_accounts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
      .addColumn('deleted_at', 'bigint', (c) => c.notNull())
      .addColumn('retain_until', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
    await db.schema
      .createTable('used_widget_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`create index used_widget_tokens_expiry on used_widget_tokens (expires_at)`.execute(db);
  },
};
