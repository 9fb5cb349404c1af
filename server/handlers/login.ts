// Logging in and out, and the last step of a password reset.
import { constants } from '../../generated/constants';
import { checkCode, consumeCode } from '../accounts/codes';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../accounts/password';
import { requireCaptcha } from '../accounts/captcha';
import { enforce, forget, hit, peek } from '../accounts/rate-limit';
import { deleteUserSessions } from '../accounts/sessions';
import { findUserByEmail, normalizeEmail, userInfo } from '../accounts/users';
import { ApiFailure, badField } from '../http/failure';
import type { Handlers } from './types';

const limits = constants.rateLimits.login;
const { captchaAfterFailures } = constants.accounts;
const failuresKey = (email: string) => `loginfail:account:${email}`;

export const loginHandlers: Handlers<'Sig.Front.AppApi.Login' | 'Sig.Front.AppApi.LogoutAction' | 'Sig.Front.AppApi.ResetPassword'> = {
  async 'Sig.Front.AppApi.Login'(ctx) {
    const email = normalizeEmail(ctx.params.email);
    await enforce(ctx.db, ctx.now(), [
      [`login:account:${email}`, limits.account],
      [`login:ip:${ctx.ip}`, limits.ip],
    ]);
    // After a few wrong passwords the account also needs a solved captcha, so guessing needs a person.
    if ((await peek(ctx.db, failuresKey(email), limits.account, ctx.now())) >= captchaAfterFailures) {
      await requireCaptcha(ctx.db, ctx.config.widgets, ctx.params.captchaToken, ctx.ip, ctx.now());
    }
    const failed = async () => {
      // Unknown emails count too, so the captcha does not tell which emails have accounts.
      const count = (await peek(ctx.db, failuresKey(email), limits.account, ctx.now())) + 1;
      await hit(ctx.db, failuresKey(email), limits.account, ctx.now());
      return new ApiFailure(401, 'loginFailed', {}, {}, count >= captchaAfterFailures ? { captcha: 1 } : null);
    };
    const user = await findUserByEmail(ctx.db, email);
    if (!user) {
      await burnPasswordCheck(ctx.params.password);
      throw await failed();
    }
    if (!(await verifyPassword(ctx.params.password, user.password_hash))) throw await failed();
    await forget(ctx.db, failuresKey(email));
    // Only after the right password, so this does not tell strangers which emails are pending.
    if (user.verified_at === null) throw new ApiFailure(403, 'notVerified');
    await ctx.db.transaction().execute((trx) => ctx.logIn(user, trx));
    return userInfo(user);
  },

  async 'Sig.Front.AppApi.LogoutAction'(ctx) {
    await ctx.logOut();
    return null;
  },

  async 'Sig.Front.AppApi.ResetPassword'(ctx) {
    const user = await findUserByEmail(ctx.db, ctx.params.email);
    if (!user || user.verified_at === null) throw badField('code', 'codeInvalid');
    const now = ctx.now();
    const codeId = await checkCode(ctx.db, user.id, 'reset', ctx.params.code, now);
    if (codeId === null) throw badField('code', 'codeInvalid');
    const passwordHash = await hashPassword(ctx.params.password);
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, codeId, now))) throw badField('code', 'codeInvalid');
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', user.id).execute();
      // Whoever knew the old password is logged out everywhere.
      await deleteUserSessions(trx, user.id);
    });
    if (ctx.session?.userId === user.id) await ctx.logOut();
    return null;
  },
};
