// Registration (global /register → _info → _verification, china _infoChina → _verificationChina) and
// the code requests of the password-reset flow (/forget → _info → _verification).
import { constants } from '../../generated/constants';
import { checkCode, codeTtlSeconds, consumeCode } from '../accounts/codes';
import { requireCaptcha } from '../accounts/captcha';
import { hashPassword } from '../accounts/password';
import { enforce } from '../accounts/rate-limit';
import { writeCodeMail, writeTakenMail } from '../accounts/send-code';
import { checkedEmail, findUserByEmail, userInfo } from '../accounts/users';
import { isUniqueViolation } from '../db/errors';
import type { UserRow } from '../db/types';
import { badField } from '../http/failure';
import type { Services } from '../services';
import type { Handlers } from './types';
import { giveWelcomeCoupon } from './welcome-coupon';
import { inviterFor, recordInvite } from '../invites/invites';

const limits = constants.rateLimits.code;
const codeLimits = (email: string, ip: string) =>
  [[`code:account:${email}`, limits.account], [`code:ip:${ip}`, limits.ip]] as const;

/** The account a code for this purpose may go to: unverified for registration, verified for a reset. */
function eligible(user: UserRow | undefined, purpose: 'register' | 'reset'): user is UserRow {
  return !!user && (purpose === 'register' ? user.verified_at === null : user.verified_at !== null);
}

async function sendCode(services: Services & { ip: string }, email: string, purpose: 'register' | 'reset') {
  const normalized = checkedEmail(email);
  await enforce(services.db, services.now(), codeLimits(normalized, services.ip));
  const user = await findUserByEmail(services.db, normalized);
  // The same answer whether or not the account exists, so the form does not reveal who is registered.
  if (eligible(user, purpose)) {
    const id = await services.db.transaction().execute((trx) => writeCodeMail(services, trx, user, purpose));
    services.mailer.deliverLater([id]);
  }
  return { email: normalized, expiresInSeconds: codeTtlSeconds };
}

export const registerHandlers: Handlers<
  | 'Sig.Front.AppApi.Register'
  | 'Sig.Front.AppApi.SendVerifyCode'
  | 'Sig.Front.AppApi.ForgetPassword'
  | 'Sig.Front.AppApi.CheckVerifyCode'
  | 'Sig.Front.AppApi.VerifyRegister'
> = {
  /**
   * The same answer whether or not the email already has an account, so the form cannot be used to find out
   * who is registered: a verified account is left as it is and its owner is mailed that someone tried,
   * with the way to log in; an unfinished registration starts again; a new email gets an account.
   */
  async 'Sig.Front.AppApi.Register'(ctx) {
    const email = checkedEmail(ctx.params.email);
    await enforce(ctx.db, ctx.now(), codeLimits(email, ctx.ip));
    await requireCaptcha(ctx.db, ctx.config.widgets, ctx.params.captchaToken, ctx.ip, ctx.now());
    const inviterId = ctx.params.inviteCode ? await inviterFor(ctx.db, ctx.params.inviteCode, ctx.user?.id ?? null) : null;
    // Hashed on every path, a taken email's too, so the time taken does not tell them apart either.
    const passwordHash = await hashPassword(ctx.params.password);
    const nickname = ctx.params.nickname?.trim() || email.split('@')[0]!;
    const source = ctx.deviceId
      ? (await ctx.db.selectFrom('visitor_sources').select('source').where('device_id', '=', ctx.deviceId).executeTakeFirst())?.source ?? null
      : null;
    const now = ctx.now();
    const write = (existing: UserRow | undefined) =>
      ctx.db.transaction().execute(async (trx) => {
        if (existing && existing.verified_at !== null) return writeTakenMail(ctx, trx, existing);
        // An unfinished registration may be started again: the new password and a new code replace the old.
        const row = existing
          ? await trx.updateTable('users').set({ password_hash: passwordHash, nickname, language: ctx.serviceLanguage, updated_at: now }).where('id', '=', existing.id).returningAll().executeTakeFirstOrThrow()
          : await trx
              .insertInto('users')
              .values({ email, password_hash: passwordHash, nickname, language: ctx.serviceLanguage, verified_at: null, signup_from: ctx.from, source, created_at: now, updated_at: now })
              .returningAll()
              .executeTakeFirstOrThrow();
        await recordInvite(trx, row.id, inviterId, now);
        return writeCodeMail(ctx, trx, row, 'register');
      });
    let outboxId: number;
    try {
      outboxId = await write(await findUserByEmail(ctx.db, email));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another registration or a social sign-in made the account meanwhile: go on as if it had been first.
      outboxId = await write(await findUserByEmail(ctx.db, email));
    }
    ctx.mailer.deliverLater([outboxId]);
    return { email, expiresInSeconds: codeTtlSeconds };
  },

  'Sig.Front.AppApi.SendVerifyCode': (ctx) => sendCode(ctx, ctx.params.email, ctx.params.purpose),

  async 'Sig.Front.AppApi.ForgetPassword'(ctx) {
    checkedEmail(ctx.params.email);
    await requireCaptcha(ctx.db, ctx.config.widgets, ctx.params.captchaToken, ctx.ip, ctx.now());
    return sendCode(ctx, ctx.params.email, 'reset');
  },

  async 'Sig.Front.AppApi.CheckVerifyCode'(ctx) {
    const user = await findUserByEmail(ctx.db, ctx.params.email);
    if (!eligible(user, ctx.params.purpose)) throw badField('code', 'codeInvalid');
    if ((await checkCode(ctx.db, user.id, ctx.params.purpose, ctx.params.code, ctx.now())) === null) throw badField('code', 'codeInvalid');
    return null;
  },

  async 'Sig.Front.AppApi.VerifyRegister'(ctx) {
    const user = await findUserByEmail(ctx.db, ctx.params.email);
    // A verified account is answered like an unknown email or a wrong code, so this does not tell who is
    // registered either.
    if (!user || user.verified_at !== null) throw badField('code', 'codeInvalid');
    const now = ctx.now();
    const codeId = await checkCode(ctx.db, user.id, 'register', ctx.params.code, now);
    if (codeId === null) throw badField('code', 'codeInvalid');
    const verified = await ctx.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, codeId, now))) throw badField('code', 'codeInvalid');
      const row = await trx.updateTable('users').set({ verified_at: now, updated_at: now }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
      // Verification happens once per account (a verified one is refused above), so the welcome coupon is given once.
      await giveWelcomeCoupon(trx, user.id, now);
      await ctx.logIn(row, trx);
      return row;
    });
    return userInfo(verified);
  },
};
