// A registration is an attempt of one browser: a random secret in its httpOnly cookie (only the hash is
// kept) and the password, nickname, language, invite and origin chosen in it. An unverified email may have
// several attempts — its owner's and a stranger's — and none of them touches the account until one of its
// own codes is entered beside its cookie: that attempt's choices become the account's and the email's other
// attempts end. So a code the owner reads in the mailbox never finishes a stranger's registration, and a
// stranger who registered first never ends up with the account.
import type { Insertable, Selectable } from 'kysely';
import { constants } from '../../generated/constants';
import type { SignupAttemptsTable } from '../db/types';
import type { Executor } from './sessions';
import { randomToken, sha256 } from './tokens';
import { normalizeEmail } from './users';

export type SignupAttempt = Selectable<SignupAttemptsTable>;
/** What the registering browser chose, applied to the account at verification. */
export type SignupChoices = Omit<Insertable<SignupAttemptsTable>, 'id' | 'user_id' | 'secret_hash' | 'expires_at' | 'created_at'>;

/** How long an attempt (and its cookie) lasts: longer than a code, so a new code can be asked for after one expired. */
export const signupAttemptSeconds = constants.cookies.signup.maxAgeDays * 86_400;

/**
 * The secret for the browser's cookie. Register hands one out for an email that has an account too, where
 * no attempt keeps it, so that its answer looks the same.
 */
export const newAttemptSecret = (): string => randomToken();

/** The key an attempt's requests for new codes are counted under: its secret, whether or not an attempt keeps it. */
export const attemptLimitKey = (secret: string): string => `code:attempt:${sha256(secret)}`;

export async function startAttempt(trx: Executor, userId: number, secret: string, choices: SignupChoices, now: number): Promise<number> {
  const row = await trx
    .insertInto('signup_attempts')
    .values({ ...choices, user_id: userId, secret_hash: sha256(secret), expires_at: now + signupAttemptSeconds * 1000, created_at: now })
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
    .where('signup_attempts.secret_hash', '=', sha256(secret))
    .where('users.email', '=', normalizeEmail(email))
    .where('users.verified_at', 'is', null)
    .where('signup_attempts.expires_at', '>', now)
    .executeTakeFirst();
}

/** Ends the attempt the caller's cookie names, whatever its email (its codes go with it). */
export async function endAttempt(trx: Executor, secret: string): Promise<void> {
  await trx.deleteFrom('signup_attempts').where('secret_hash', '=', sha256(secret)).execute();
}

/** Ends every attempt of an account (its codes go with them): its email is proven now. */
export async function endAttemptsOf(trx: Executor, userId: number): Promise<void> {
  await trx.deleteFrom('signup_attempts').where('user_id', '=', userId).execute();
}
