// Registration (global /register → _info → _verification, china _infoChina → _verificationChina) and
// the code requests it shares with the password-reset flow (/forget → _info → _verification, reset.ts).
//
// A registration is a sign-up attempt of one browser (server/accounts/signup-attempts.ts): its codes work
// only beside its cookie, and the account takes the password chosen in the attempt whose code is entered.
import { constants } from '../../generated/constants';
import { attemptLimitKey, endAttempt, endAttemptsOf, newAttemptSecret } from '../accounts/attempts';
import { guessCode } from '../accounts/code-guesses';
import { type CodeScope, checkCode, consumeCode } from '../accounts/codes';
import { requireCaptcha } from '../accounts/captcha';
import { hashPassword } from '../accounts/password';
import { enforce } from '../accounts/rate-limit';
import { findResetAttempt, resetScope } from '../accounts/reset-attempts';
import { codeIpLimit, codeSent, writeCodeMail, writeTakenMail } from '../accounts/send-code';
import { findAttempt, startAttempt } from '../accounts/signup-attempts';
import { checkedEmail, findUserByEmail, userInfo } from '../accounts/users';
import { isUniqueViolation } from '../db/errors';
import type { UserRow } from '../db/types';
import { badField } from '../http/failure';
import type { CallContext, Handlers } from './types';
import { checkResetCode } from './reset';
import { giveWelcomeCoupon } from './welcome-coupon';
import { inviterFor, recordInvite } from '../invites/invites';

const limits = constants.rateLimits.code;

/**
 * Every refusal of a registration code — wrong, expired, of another attempt, without the attempt's cookie,
 * for an unknown or verified email — is this one, so none of them tells anything apart.
 */
const signupCodeRefused = () => badField('code', 'signupCodeInvalid');

/** The caller's own live attempt of this email (its cookie) and where its codes go; undefined for any other call. */
async function ownAttempt(ctx: CallContext<'Sig.Front.AppApi.SendVerifyCode'>, email: string, now: number): Promise<{ scope: CodeScope; to: string; language: string } | undefined> {
  if (ctx.params.purpose === 'reset') {
    const attempt = await findResetAttempt(ctx.db, email, ctx.attempts.reset, now);
    return attempt && { scope: resetScope(attempt), to: attempt.email, language: attempt.language };
  }
  const attempt = await findAttempt(ctx.db, email, ctx.attempts.signup, now);
  return attempt && { scope: { userId: attempt.user_id, purpose: 'register', attemptId: attempt.id }, to: attempt.email, language: attempt.language };
}

/**
 * The caller's attempt (its cookie) when it is a live one of this still unverified email and the code is its
 * own; else refused. A guess, counted as code-guesses.ts says.
 */
async function checkSignupCode(ctx: CallContext<'Sig.Front.AppApi.CheckVerifyCode' | 'Sig.Front.AppApi.VerifyRegister'>, now: number) {
  const { email, code, captchaToken } = ctx.params;
  return guessCode(ctx, {
    kind: 'signup',
    email,
    captchaToken,
    async tryCode() {
      const attempt = await findAttempt(ctx.db, email, ctx.attempts.signup, now);
      const codeId = attempt ? await checkCode(ctx.db, { userId: attempt.user_id, purpose: 'register', attemptId: attempt.id }, code, now) : null;
      return attempt && codeId !== null ? { attempt, codeId } : null;
    },
    refused: signupCodeRefused,
  });
}

export const registerHandlers: Handlers<
  | 'Sig.Front.AppApi.Register'
  | 'Sig.Front.AppApi.SendVerifyCode'
  | 'Sig.Front.AppApi.CheckVerifyCode'
  | 'Sig.Front.AppApi.VerifyRegister'
> = {
  /**
   * The same answer whether or not the email already has an account, so the form cannot be used to find out
   * who is registered: a verified account is left as it is and its owner is mailed that someone tried,
   * with the way to log in; an unverified one gets one more attempt beside the others; a new email gets an
   * account and its first attempt. Either way the browser gets a new attempt cookie.
   */
  async 'Sig.Front.AppApi.Register'(ctx) {
    const email = checkedEmail(ctx.params.email);
    // Counted per address, never per email: each costs a solved captcha, and a stranger's registrations of an
    // email must not keep its owner from registering it (their codes are guessed at only as code-guesses.ts allows).
    await enforce(ctx.db, ctx.now(), [codeIpLimit(ctx.ip)]);
    await requireCaptcha(ctx.db, ctx.config.widgets, ctx.params.captchaToken, ctx.ip, ctx.now());
    const inviterId = ctx.params.inviteCode ? await inviterFor(ctx.db, ctx.params.inviteCode, ctx.user?.id ?? null) : null;
    // Hashed on every path, a taken email's too, so the time taken does not tell them apart either.
    const passwordHash = await hashPassword(ctx.params.password);
    const nickname = ctx.params.nickname?.trim() || email.split('@')[0]!;
    const source = ctx.deviceId
      ? (await ctx.db.selectFrom('visitor_sources').select('source').where('device_id', '=', ctx.deviceId).executeTakeFirst())?.source ?? null
      : null;
    const now = ctx.now();
    const secret = newAttemptSecret();
    const choices = { password_hash: passwordHash, nickname, language: ctx.serviceLanguage, inviter_id: inviterId, signup_from: ctx.from, source };
    const write = (existing: UserRow | undefined) =>
      ctx.db.transaction().execute(async (trx) => {
        // One registration under way per browser: the one it started before ends, whatever its email.
        if (ctx.attempts.signup) await endAttempt(trx, 'signup', ctx.attempts.signup);
        if (existing && existing.verified_at !== null) return writeTakenMail(ctx, trx, existing);
        // An unverified account is left as it is: nothing chosen here reaches it before this attempt's code is
        // entered in this browser. A new one keeps the first choices only so that its own password is told
        // to verify the address first (login refuses every unverified account).
        const account =
          existing ??
          (await trx
            .insertInto('users')
            .values({ email, password_hash: passwordHash, nickname, language: ctx.serviceLanguage, verified_at: null, signup_from: ctx.from, source, created_at: now, updated_at: now })
            .returningAll()
            .executeTakeFirstOrThrow());
        const attemptId = await startAttempt(trx, account.id, secret, choices, now);
        return writeCodeMail(ctx, trx, { userId: account.id, purpose: 'register', attemptId }, { to: email, language: ctx.serviceLanguage });
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
    ctx.keepAttempt('signup', secret);
    return codeSent(email);
  },

  /** A new code of the caller's own registration or reset, which voids only that attempt's older codes. */
  async 'Sig.Front.AppApi.SendVerifyCode'(ctx) {
    const email = checkedEmail(ctx.params.email);
    // Counted per attempt (its cookie, kept or not) and per address, never per email: a stranger asking for
    // codes of their own attempts, or without one, uses up nothing of the owner's.
    const secret = ctx.attempts[ctx.params.purpose === 'reset' ? 'reset' : 'signup'];
    await enforce(ctx.db, ctx.now(), secret ? [[attemptLimitKey(secret), limits.attempt], codeIpLimit(ctx.ip)] : [codeIpLimit(ctx.ip)]);
    // Only the caller's own attempt gets a code; any other call is answered the same and mails nothing, so
    // this tells nobody whether the email is registered, pending or verified.
    const attempt = await ownAttempt(ctx, email, ctx.now());
    if (attempt) {
      const id = await ctx.db.transaction().execute((trx) => writeCodeMail(ctx, trx, attempt.scope, { to: attempt.to, language: attempt.language }));
      ctx.mailer.deliverLater([id]);
    }
    return codeSent(email);
  },

  async 'Sig.Front.AppApi.CheckVerifyCode'(ctx) {
    if (ctx.params.purpose === 'reset') await checkResetCode(ctx);
    else await checkSignupCode(ctx, ctx.now());
    return null;
  },

  /** The attempt whose code this is becomes the account: its password, name, language, invite and origin. */
  async 'Sig.Front.AppApi.VerifyRegister'(ctx) {
    const now = ctx.now();
    const { attempt, codeId } = await checkSignupCode(ctx, now);
    const userId = attempt.user_id;
    const verified = await ctx.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, codeId, now))) throw signupCodeRefused();
      const row = await trx
        .updateTable('users')
        .set({
          password_hash: attempt.password_hash, nickname: attempt.nickname, language: attempt.language, signup_from: attempt.signup_from,
          source: attempt.source, verified_at: now, updated_at: now,
        })
        .where('id', '=', userId)
        // Another attempt's code may have verified it a moment ago: that one won.
        .where('verified_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw signupCodeRefused();
      await recordInvite(trx, userId, attempt.inviter_id, now);
      // The address is proven: every other attempt of it ends with its codes, a stranger's included.
      await endAttemptsOf(trx, 'signup', userId);
      // Verification happens once per account (a verified one is refused above), so the welcome coupon is given once.
      await giveWelcomeCoupon(trx, userId, now);
      await ctx.logIn(row, trx);
      return row;
    });
    ctx.keepAttempt('signup', null);
    return userInfo(verified);
  },
};
