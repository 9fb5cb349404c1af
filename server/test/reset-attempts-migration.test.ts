// Migration 0034 on a database with a reset code mailed before it: the code stays, belongs to no reset
// attempt and resets nothing; a new attempt's codes go with it, and an account's attempts go with the account.
import { expect, it } from 'vitest';
import { checkCode } from '../accounts/codes';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { freshDatabasePerTest } from './bare-database';

const database = freshDatabasePerTest('reset-attempts');

it('keeps an older reset code attached to no attempt, where it resets nothing, and removes attempts with their codes', async () => {
  const { db, dialect } = database();
  await migrate(db, dialect, () => {}, migrations.filter((m) => m.version < '0034'));
  const user = await db
    .insertInto('users')
    .values({ email: 'before@example.com', password_hash: 'x', nickname: 'b', language: 'en', verified_at: 1, signup_from: null, source: null, created_at: 1, updated_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  // Written as issueCode wrote a reset code then, without the columns this migration adds.
  const old = { user_id: user.id, purpose: 'reset', attempt_id: null, code_hash: 'h', attempts: 0, expires_at: now + 600_000, consumed_at: null, created_at: now };
  await db.insertInto('verification_codes').values(old as never).execute();

  await migrate(db, dialect);
  expect(await db.selectFrom('verification_codes').select(['user_id', 'purpose', 'reset_attempt_id', 'checked_at']).execute()).toEqual([
    { user_id: user.id, purpose: 'reset', reset_attempt_id: null, checked_at: null },
  ]);
  const attempt = await db.insertInto('reset_attempts').values({ user_id: user.id, secret_hash: 's', expires_at: now + 1000, created_at: now }).returning('id').executeTakeFirstOrThrow();
  expect(await checkCode(db, { userId: user.id, purpose: 'reset', attemptId: attempt.id }, '123456', now)).toBeNull();
  await db.insertInto('verification_codes').values({ ...old, code_hash: 'n', reset_attempt_id: attempt.id, checked_at: null } as never).execute();
  await db.deleteFrom('reset_attempts').where('id', '=', attempt.id).execute();
  expect(await db.selectFrom('verification_codes').select('reset_attempt_id').execute()).toEqual([{ reset_attempt_id: null }]);
  await db.insertInto('reset_attempts').values({ user_id: user.id, secret_hash: 's2', expires_at: now + 1000, created_at: now }).execute();
  await db.deleteFrom('verification_codes').execute();
  await db.deleteFrom('users').where('id', '=', user.id).execute();
  expect(await db.selectFrom('reset_attempts').select('id').execute()).toEqual([]);
});
