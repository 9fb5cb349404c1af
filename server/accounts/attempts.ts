// What a registration and a password reset share: each is an attempt of one browser, a random secret in
// its httpOnly cookie (only the hash is kept), and the codes mailed for it work only beside that cookie. So
// a stranger who asks for codes of someone's email gets attempts of their own, which neither void the
// owner's codes nor can use a code the owner reads in the mailbox. signup-attempts.ts and reset-attempts.ts
// keep what each kind holds and how it is found.
import { constants } from '../../generated/constants';
import type { Executor } from './sessions';
import { randomToken, sha256 } from './tokens';

export type AttemptKind = 'signup' | 'reset';

const tables = { signup: 'signup_attempts', reset: 'reset_attempts' } as const;

/** How long an attempt (and its cookie) lasts: longer than a code, so a new code can be asked for after one expired. */
export const attemptSeconds = (kind: AttemptKind): number => constants.cookies[kind].maxAgeDays * 86_400;

/**
 * The secret for the browser's cookie. It is handed out for an email where no attempt keeps it too (a
 * registration of a taken email, a reset of an unknown one), so that the answer looks the same.
 */
export const newAttemptSecret = (): string => randomToken();

export const secretHash = (secret: string): string => sha256(secret);

/** The key an attempt's requests for new codes are counted under: its secret, whether or not an attempt keeps it. */
export const attemptLimitKey = (secret: string): string => `code:attempt:${secretHash(secret)}`;

/** The expiry of an attempt started now. */
export const attemptExpiry = (kind: AttemptKind, now: number): number => now + attemptSeconds(kind) * 1000;

/** Ends the attempt the caller's cookie names, whatever its email (its codes go with it). */
export async function endAttempt(trx: Executor, kind: AttemptKind, secret: string): Promise<void> {
  await trx.deleteFrom(tables[kind]).where('secret_hash', '=', secretHash(secret)).execute();
}

/** Ends every attempt of this kind of an account (their codes go with them). */
export async function endAttemptsOf(trx: Executor, kind: AttemptKind, userId: number): Promise<void> {
  await trx.deleteFrom(tables[kind]).where('user_id', '=', userId).execute();
}

/** Removes the attempts past their time; their codes go with them. */
export async function sweepAttempts(trx: Executor, now: number): Promise<void> {
  for (const table of Object.values(tables)) await trx.deleteFrom(table).where('expires_at', '<=', now).execute();
}
