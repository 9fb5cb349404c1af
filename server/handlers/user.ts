// The logged-in shopper's own account, the anti-forgery token, and first-touch ad attribution.
import { checkCurrentPassword } from '../accounts/login-attempts';
import { hashPassword } from '../accounts/password';
import { deleteUserSessions } from '../accounts/sessions';
import { hasPassword } from '../accounts/settings';
import { userInfo } from '../accounts/users';
import { badField } from '../http/failure';
import type { Handlers } from './types';

// The device id the call wrapper sends: `pc_` and an MD5 in hex, or another client's similar id.
const deviceIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const userHandlers: Handlers<
  | 'Sig.Front.User.AppUserSetting.GetUserInfo'
  | 'Sig.Front.User.AppUserSetting.UpdateUserInfo'
  | 'Sig.Front.User.AppUser.BindLanguage'
  | 'Sig.Front.AppApi.GetToken'
  | 'Sig.Front.AppApi.UserSourceAd'
> = {
  async 'Sig.Front.User.AppUserSetting.GetUserInfo'(ctx) {
    return userInfo(ctx.user);
  },

  async 'Sig.Front.User.AppUserSetting.UpdateUserInfo'(ctx) {
    const { currentPassword, newPassword } = ctx.params;
    const nickname = ctx.params.nickname?.trim();
    if (nickname === '') throw badField('nickname');
    let passwordHash: string | undefined;
    if (newPassword !== undefined) {
      // An account made by a social login sets its first password without one (its session is the proof).
      if (hasPassword(ctx.user)) {
        if (currentPassword === undefined) throw badField('currentPassword', 'passwordNeedsCurrent');
        await checkCurrentPassword(ctx.db, ctx.now(), ctx.user, currentPassword, 'currentPassword');
      }
      passwordHash = await hashPassword(newPassword);
    }
    const now = ctx.now();
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('users')
        .set({ ...(nickname ? { nickname } : {}), ...(passwordHash ? { password_hash: passwordHash } : {}), updated_at: now })
        .where('id', '=', ctx.user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (passwordHash) await deleteUserSessions(trx, ctx.user.id, ctx.session?.idHash);
      return row;
    });
    ctx.refreshUserCookie(updated);
    return userInfo(updated);
  },

  async 'Sig.Front.User.AppUser.BindLanguage'(ctx) {
    const { language } = ctx.params;
    const row = await ctx.db.updateTable('users').set({ language, updated_at: ctx.now() }).where('id', '=', ctx.user.id).returningAll().executeTakeFirstOrThrow();
    ctx.refreshUserCookie(row);
    return { language: row.language };
  },

  async 'Sig.Front.AppApi.GetToken'(ctx) {
    const session = await ctx.ensureSession();
    return { token: session.csrfToken };
  },

  async 'Sig.Front.AppApi.UserSourceAd'(ctx) {
    const device = ctx.deviceId && deviceIdPattern.test(ctx.deviceId) ? ctx.deviceId : null;
    if (!device) return { source: null };
    // First touch wins: the ad that brought the device here first keeps the credit.
    if (ctx.params.source) {
      await ctx.db
        .insertInto('visitor_sources')
        .values({ device_id: device, source: ctx.params.source, created_at: ctx.now() })
        .onConflict((oc) => oc.column('device_id').doNothing())
        .execute();
    }
    const row = await ctx.db.selectFrom('visitor_sources').select('source').where('device_id', '=', device).executeTakeFirst();
    return { source: row?.source ?? null };
  },
};
