// A password reset is an attempt of one browser (attempts.ts), started by ForgetPassword with a solved
// captcha, for a verified account. Its codes work only beside its cookie and a new one voids only the
// attempt's own older codes, so a stranger who asks for resets of someone's email neither voids the code its
// owner is about to type nor can use it. A reset that succeeds ends every reset attempt of the account.
import type { Selectable } from 'kysely';
import type { ResetAttemptsTable } from '../db/types';
import { attemptExpiry, secretHash } from './attempts';
import type { CodeScope } from './codes';
import type { Executor } from './sessions';
import { normalizeEmail } from './users';

type ResetAttempt = Selectable<ResetAttemptsTable> & { email: string; language: string };

export async function startResetAttempt(trx: Executor, userId: number, secret: string, now: number): Promise<number> {
  const row = await trx
    .insertInto('reset_attempts')
    .values({ user_id: userId, secret_hash: secretHash(secret), expires_at: attemptExpiry('reset', now), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The live reset the caller's cookie names, when it is one of this email's verified account. One look-up by
 * the secret, whatever the email: an unknown, pending or verified one all cost the same.
 */
export async function findResetAttempt(db: Executor, email: string, secret: string | null, now: number): Promise<ResetAttempt | undefined> {
  if (!secret) return undefined;
  return db
    .selectFrom('reset_attempts')
    .innerJoin('users', 'users.id', 'reset_attempts.user_id')
    .selectAll('reset_attempts')
    .select(['users.email', 'users.language'])
    .where('reset_attempts.secret_hash', '=', secretHash(secret))
    .where('users.email', '=', normalizeEmail(email))
    .where('users.verified_at', 'is not', null)
    .where('reset_attempts.expires_at', '>', now)
    .executeTakeFirst();
}

export const resetScope = (attempt: Pick<ResetAttempt, 'id' | 'user_id'>): CodeScope => ({ userId: attempt.user_id, purpose: 'reset', attemptId: attempt.id });
