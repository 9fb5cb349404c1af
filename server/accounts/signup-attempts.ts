// A registration is an attempt of one browser (attempts.ts): a random secret in its httpOnly cookie and the
// password, nickname, language, invite and origin chosen in it. An unverified email may have several attempts
// — its owner's and a stranger's — and none of them touches the account until one of its own codes is entered
// beside its cookie: that attempt's choices become the account's and the email's other attempts end. So a
// code the owner reads in the mailbox never finishes a stranger's registration, and a stranger who registered
// first never ends up with the account.
import type { Insertable, Selectable } from 'kysely';
import type { SignupAttemptsTable } from '../db/types';
import { attemptExpiry, secretHash } from './attempts';
import type { Executor } from './sessions';
import { normalizeEmail } from './users';

export type SignupAttempt = Selectable<SignupAttemptsTable>;
/** What the registering browser chose, applied to the account at verification. */
export type SignupChoices = Omit<Insertable<SignupAttemptsTable>, 'id' | 'user_id' | 'secret_hash' | 'expires_at' | 'created_at'>;

export async function startAttempt(trx: Executor, userId: number, secret: string, choices: SignupChoices, now: number): Promise<number> {
  const row = await trx
    .insertInto('signup_attempts')
    .values({ ...choices, user_id: userId, secret_hash: secretHash(secret), expires_at: attemptExpiry('signup', now), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The live attempt the caller's cookie names, when it is one of this email's and the email is still
 * unverified. One look-up by the secret, whatever the email: an unknown, pending or verified one all cost the same.
 */
export async function findAttempt(db: Executor, email: string, secret: string | null, now: number): Promise<(SignupAttempt & { email: string }) | undefined> {
  if (!secret) return undefined;
  return db
    .selectFrom('signup_attempts')
    .innerJoin('users', 'users.id', 'signup_attempts.user_id')
    .selectAll('signup_attempts')
    .select('users.email')
    .where('signup_attempts.secret_hash', '=', secretHash(secret))
    .where('users.email', '=', normalizeEmail(email))
    .where('users.verified_at', 'is', null)
    .where('signup_attempts.expires_at', '>', now)
    .executeTakeFirst();
}
