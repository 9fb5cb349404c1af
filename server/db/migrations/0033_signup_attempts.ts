import { type Migration, withId } from './helpers';

// A registration is an attempt of one browser: its secret cookie (only the hash is kept) and the password,
// nickname, language, invite and origin chosen in it. The account of an unverified email holds no one's
// choice until a code is entered, with its attempt's cookie: then that attempt's choices become the
// account's and the email's other attempts end. A registration code belongs to its attempt
// (`verification_codes.attempt_id`), so one attempt's new code never voids another's. Registration codes
// mailed before this belong to no attempt and can no longer finish anything: those shoppers register again.
export const signupAttempts: Migration = {
  version: '0033',
  name: 'signup_attempts: each registration of an unverified email, and the attempt each registration code belongs to',
  async up(db, dialect) {
    await withId(db.schema.createTable('signup_attempts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('inviter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('signup_from', 'text')
      .addColumn('source', 'text')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('signup_attempts_user').on('signup_attempts').column('user_id').execute();
    await db.schema.createIndex('signup_attempts_expiry').on('signup_attempts').column('expires_at').execute();
    await db.schema
      .alterTable('verification_codes')
      .addColumn('attempt_id', 'integer', (c) => c.references('signup_attempts.id').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('codes_attempt').on('verification_codes').column('attempt_id').execute();
  },
};
