// Logging in and out (a password reset is in reset.ts).
import { constants } from '../../generated/constants';
import { verifyPassword } from '../accounts/password';
import { requireCaptcha } from '../accounts/captcha';
import { accountFailuresKey, addressAttempt } from '../accounts/login-attempts';
import { countAttempt, forget } from '../accounts/rate-limit';
import { findUserByEmail, normalizeEmail, userInfo } from '../accounts/users';
import { ApiFailure } from '../http/failure';
import type { Handlers } from './types';

const limits = constants.rateLimits.login;
const { captchaAfterFailures } = constants.accounts;

export const loginHandlers: Handlers<'Sig.Front.AppApi.Login' | 'Sig.Front.AppApi.LogoutAction'> = {
  /**
   * Only wrong passwords count. An account's failures never lock it: past a few, every attempt needs a
   * solved captcha (one token, one guess), and a solved captcha with the right password always gets in.
   * An address's failures past its limit refuse that address, the one guessing.
   */
  async 'Sig.Front.AppApi.Login'(ctx) {
    const email = normalizeEmail(ctx.params.email);
    const now = ctx.now();
    const fromAddress = await addressAttempt(ctx.db, ctx.ip, now);
    const onAccount = await countAttempt(ctx.db, accountFailuresKey(email), limits.account, now);
    if (onAccount.count > captchaAfterFailures) {
      try {
        await requireCaptcha(ctx.db, ctx.config.widgets, ctx.params.captchaToken, ctx.ip, now);
      } catch (error) {
        // No password was tried: not a failure.
        await Promise.all([fromAddress.takeBack(), onAccount.takeBack()]);
        throw error;
      }
    }
    // Unknown emails cost a hash and count like wrong passwords, so neither the time taken nor the captcha
    // tells which emails have accounts.
    const user = await findUserByEmail(ctx.db, email);
    if (!(await verifyPassword(ctx.params.password, user?.password_hash ?? '')) || !user) {
      throw new ApiFailure(401, 'loginFailed', {}, {}, onAccount.count >= captchaAfterFailures ? { captcha: 1 } : null);
    }
    await fromAddress.takeBack();
    // The right password clears a few failures (the owner mistyped). Past the limit someone else is guessing:
    // the captcha then stays for the rest of the window, so the owner's login gives them no free guesses.
    if (onAccount.count > limits.account.max) await onAccount.takeBack();
    else await forget(ctx.db, accountFailuresKey(email));
    // Only after the right password, so this does not tell strangers which emails are pending.
    if (user.verified_at === null) throw new ApiFailure(403, 'notVerified');
    await ctx.db.transaction().execute((trx) => ctx.logIn(user, trx));
    return userInfo(user);
  },

  async 'Sig.Front.AppApi.LogoutAction'(ctx) {
    await ctx.logOut();
    return null;
  },
};
