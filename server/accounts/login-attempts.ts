// What counts against logging in: wrong passwords only. A right one is taken back off the counters, so
// shoppers behind one address who log in often do not use up each other's allowance, and nobody can shut
// an owner out of their own account by failing at it (see Login in server/handlers/login.ts).
import { constants } from '../../generated/constants';
import type { UserRow } from '../db/types';
import { badField, rateLimited } from '../http/failure';
import { type Attempt, countAttempt } from './rate-limit';
import { verifyPassword } from './password';
import type { Executor } from './sessions';

const limits = constants.rateLimits.login;

/**
 * Counts a sign-in attempt from this address and refuses it (429) once the address's failures are past the
 * limit: that address is the one doing the guessing. The caller takes the attempt back when it succeeds.
 */
export async function addressAttempt(db: Executor, ip: string, now: number): Promise<Attempt> {
  const attempt = await countAttempt(db, `login:ip:${ip}`, limits.ip, now);
  if (attempt.wait > 0) throw rateLimited(attempt.wait);
  return attempt;
}

/** The failed logins of one email (known or not), which decide when a login needs a captcha. */
export const accountFailuresKey = (email: string) => `loginfail:account:${email}`;

/**
 * The current password a logged-in shopper gives to change their password, email or to delete the account.
 * Only wrong ones count, per account, and past the login limit the check is refused until the window ends.
 * Its own counter: only someone holding a session of the account can fill it (a borrowed session guessing
 * the password), never a stranger's failed logins.
 */
export async function checkCurrentPassword(db: Executor, now: number, user: Pick<UserRow, 'id' | 'password_hash'>, password: string, field: string): Promise<void> {
  const attempt = await countAttempt(db, `password:account:${user.id}`, limits.account, now);
  if (attempt.wait > 0) throw rateLimited(attempt.wait);
  if (!(await verifyPassword(password, user.password_hash))) throw badField(field, 'passwordWrong');
  await attempt.takeBack();
}
