// Guesses at the codes of sign-up and reset attempts, counted as login counts wrong passwords: only wrong
// codes count, per email (an unknown one too) and kind; past accounts.captchaAfterFailures every try needs a
// solved captcha (one token, one guess), past the limit for the rest of the window, and a solved captcha with
// the right code always gets through. So the guesses at one email's codes stay few, or cost a captcha each,
// without any count that a stranger could fill to keep the owner out.
import { constants } from '../../generated/constants';
import type { ApiFailure } from '../http/failure';
import type { Services } from '../services';
import type { AttemptKind } from './attempts';
import { requireCaptcha } from './captcha';
import { countAttempt, forget } from './rate-limit';
import { normalizeEmail } from './users';

const limit = constants.rateLimits.code.failures;
const { captchaAfterFailures } = constants.accounts;

const failuresKey = (kind: AttemptKind, email: string) => `codefail:${kind}:${normalizeEmail(email)}`;

export interface Guess<Right> {
  kind: AttemptKind;
  email: string;
  captchaToken: string | undefined;
  /** Compares the code: what it found when right, null on any refusal (wrong, expired, another attempt's, no cookie). */
  tryCode(): Promise<Right | null>;
  /** The one refusal of every wrong code, whatever made it wrong. */
  refused(): ApiFailure;
}

/** What tryCode found for the right code, or throws the guess's refusal (or the captcha's). */
export async function guessCode<Right>(services: Services & { ip: string }, guess: Guess<Right>): Promise<Right> {
  const now = services.now();
  const key = failuresKey(guess.kind, guess.email);
  const onEmail = await countAttempt(services.db, key, limit, now);
  if (onEmail.count > captchaAfterFailures) {
    try {
      await requireCaptcha(services.db, services.config.widgets, guess.captchaToken, services.ip, now);
    } catch (error) {
      // No code was tried: not a failure.
      await onEmail.takeBack();
      throw error;
    }
  }
  const right = await guess.tryCode();
  if (right === null) throw guess.refused();
  // The right code clears a few failures (the owner mistyped). Past the limit someone else is guessing: the
  // captcha then stays for the rest of the window, so the owner's success gives them no free guesses.
  if (onEmail.count > limit.max) await onEmail.takeBack();
  else await forget(services.db, key);
  return right;
}
