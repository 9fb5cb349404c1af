// Logging in and out, and the last step of a password reset.
import { constants } from '../../generated/constants';
import { checkCode, consumeCode } from '../accounts/codes';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../accounts/password';
import { enforce } from '../accounts/rate-limit';
import { deleteUserSessions } from '../accounts/sessions';
import { findUserByEmail, normalizeEmail, userInfo } from '../accounts/users';
import { ApiFailure, badField } from '../http/failure';
import type { Handlers } from './types';

const limits = constants.rateLimits.login;

export const loginHandlers: Handlers<'Sig.Front.AppApi.Login' | 'Sig.Front.AppApi.LogoutAction' | 'Sig.Front.AppApi.ResetPassword'> = {
  async 'Sig.Front.AppApi.Login'(ctx) {
    const email = normalizeEmail(ctx.params.email);
    await enforce(ctx.db, ctx.now(), [
      [`login:account:${email}`, limits.account],
      [`login:ip:${ctx.ip}`, limits.ip],
    ]);
    const user = await findUserByEmail(ctx.db, email);
    if (!user) {
      await burnPasswordCheck(ctx.params.password);
      throw new ApiFailure(401, 'loginFailed');
    }
    if (!(await verifyPassword(ctx.params.password, user.password_hash))) throw new ApiFailure(401, 'loginFailed');
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
