// Emailed codes: stored as hashes, valid for constants.accounts.codeTtlMinutes, void after
// codeMaxAttempts wrong guesses, and used up atomically so each works once.
import { timingSafeEqual } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import type { Executor } from './sessions';
import { randomDigits, sha256 } from './tokens';

export type CodePurpose = 'register' | 'reset' | 'email';

/**
 * Whose code it is: an account's, for an email change (only its logged-in owner asks for one); one attempt's,
 * for a registration or a reset (attempts.ts), so that a code finishes only the attempt it was mailed for, and
 * a new code of one attempt leaves the codes of the email's other attempts alone.
 */
export type CodeScope = { userId: number; purpose: 'email' } | { userId: number; purpose: 'register' | 'reset'; attemptId: number };

const { codeDigits, codeTtlMinutes, codeMaxAttempts } = constants.accounts;
export const codeTtlSeconds = codeTtlMinutes * 60;

const hashOf = (userId: number, purpose: CodePurpose, code: string) => sha256(`${userId}:${purpose}:${code}`);
/** The code's attempt columns: a sign-up attempt's or a reset attempt's id, else none. */
const attemptsOf = (scope: CodeScope) => ({
  attempt_id: scope.purpose === 'register' ? scope.attemptId : null,
  reset_attempt_id: scope.purpose === 'reset' ? scope.attemptId : null,
});

function inScope(scope: CodeScope) {
  const attempts = attemptsOf(scope);
  return (eb: ExpressionBuilder<Database, 'verification_codes'>) =>
    eb.and([
      eb('user_id', '=', scope.userId),
      eb('purpose', '=', scope.purpose),
      ...(['attempt_id', 'reset_attempt_id'] as const).map((column) => {
        const id = attempts[column];
        return id === null ? eb(column, 'is', null) : eb(column, '=', id);
      }),
    ]);
}

/** Issues a new code and voids the earlier ones of the same scope (call inside a transaction). */
export async function issueCode(trx: Executor, scope: CodeScope, now: number): Promise<string> {
  const code = randomDigits(codeDigits);
  await trx.updateTable('verification_codes').set({ consumed_at: now }).where(inScope(scope)).where('consumed_at', 'is', null).execute();
  await trx
    .insertInto('verification_codes')
    .values({
      user_id: scope.userId, purpose: scope.purpose, ...attemptsOf(scope), code_hash: hashOf(scope.userId, scope.purpose, code),
      attempts: 0, expires_at: now + codeTtlSeconds * 1000, consumed_at: null, checked_at: null, created_at: now,
    })
    .execute();
  return code;
}

/**
 * Checks a code against the live one of its scope. A wrong guess is counted at once (outside any
 * transaction of the caller, so it sticks). Returns the code's id when it matches. `checkedOnly`: only a
 * code that markChecked marked can match, so that the call is no place to guess at codes.
 */
export async function checkCode(db: Executor, scope: CodeScope, code: string, now: number, { checkedOnly = false } = {}): Promise<number | null> {
  const live = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'checked_at'])
    .where(inScope(scope))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live || live.attempts >= codeMaxAttempts || (checkedOnly && live.checked_at === null)) return null;
  const given = Buffer.from(hashOf(scope.userId, scope.purpose, code));
  const stored = Buffer.from(live.code_hash);
  if (given.length === stored.length && timingSafeEqual(given, stored)) return live.id;
  await db.updateTable('verification_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', live.id).execute();
  return null;
}

/** Marks a code that checkCode found right, for a later checkCode with `checkedOnly`. */
export async function markChecked(db: Executor, codeId: number, now: number): Promise<void> {
  await db.updateTable('verification_codes').set({ checked_at: now }).where('id', '=', codeId).where('checked_at', 'is', null).execute();
}

/** Uses the code up; false when another request used it first. Call inside the transaction it guards. */
export async function consumeCode(trx: Executor, codeId: number, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
