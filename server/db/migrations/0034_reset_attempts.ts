import { type Migration, withId } from './helpers';

// A password reset is an attempt of one browser, as a registration is (0033): the hash of the secret in its
// cookie, for a verified account. A reset code belongs to its attempt (`verification_codes.reset_attempt_id`),
// so a stranger's new code never voids the owner's, and a code works only beside its attempt's cookie.
// `checked_at` marks the code CheckVerifyCode found right: ResetPassword takes only such a code, so the wrong
// guesses (counted per email, and past a few each needing a captcha) are all made in one place.
// Reset codes mailed before this belong to no attempt and reset nothing: those shoppers ask again.
export const resetAttempts: Migration = {
  version: '0034',
  name: 'reset_attempts: each password reset of a browser, the attempt each reset code belongs to, and whether a code was checked',
  async up(db, dialect) {
    await withId(db.schema.createTable('reset_attempts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reset_attempts_user').on('reset_attempts').column('user_id').execute();
    await db.schema.createIndex('reset_attempts_expiry').on('reset_attempts').column('expires_at').execute();
    await db.schema
      .alterTable('verification_codes')
      .addColumn('reset_attempt_id', 'integer', (c) => c.references('reset_attempts.id').onDelete('cascade'))
      .execute();
    await db.schema.alterTable('verification_codes').addColumn('checked_at', 'bigint').execute();
    await db.schema.createIndex('codes_reset_attempt').on('verification_codes').column('reset_attempt_id').execute();
  },
};
