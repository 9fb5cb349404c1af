// The password reset (/forget → _info → _verification): ForgetPassword starts a reset attempt of the browser
// (server/accounts/reset-attempts.ts), CheckVerifyCode (purpose reset, through register.ts) checks its code
// and ResetPassword uses it. Nothing here is counted per email except wrong codes, and those never lock
// (code-guesses.ts): so no stranger can keep an owner from resetting their password.
import { endAttempt, endAttemptsOf, newAttemptSecret } from '../accounts/attempts';
import { requireCaptcha } from '../accounts/captcha';
import { guessCode } from '../accounts/code-guesses';
import { checkCode, consumeCode, markChecked } from '../accounts/codes';
import { hashPassword } from '../accounts/password';
import { enforce } from '../accounts/rate-limit';
import { findResetAttempt, resetScope, startResetAttempt } from '../accounts/reset-attempts';
import { codeIpLimit, codeSent, writeCodeMail } from '../accounts/send-code';
import { deleteUserSessions } from '../accounts/sessions';
import { checkedEmail, findUserByEmail } from '../accounts/users';
import { badField } from '../http/failure';
import type { CallContext, Handlers } from './types';

/**
 * Every refusal of a reset code — wrong, expired, of another attempt, without the attempt's cookie, for an
 * unknown email — is this one, so none of them tells anything apart.
 */
const resetCodeRefused = () => badField('code', 'resetCodeInvalid');

/** CheckVerifyCode for a reset: the one place a reset code is guessed at. A right code is marked, for ResetPassword. */
export async function checkResetCode(ctx: CallContext<'Sig.Front.AppApi.CheckVerifyCode'>): Promise<void> {
  const { email, code, captchaToken } = ctx.params;
  const now = ctx.now();
  const codeId = await guessCode(ctx, {
    kind: 'reset',
    email,
    captchaToken,
    async tryCode() {
      const attempt = await findResetAttempt(ctx.db, email, ctx.attempts.reset, now);
      return attempt ? checkCode(ctx.db, resetScope(attempt), code, now) : null;
    },
    refused: resetCodeRefused,
  });
  await markChecked(ctx.db, codeId, now);
}

export const resetHandlers: Handlers<'Sig.Front.AppApi.ForgetPassword' | 'Sig.Front.AppApi.ResetPassword'> = {
  /**
   * Each reset costs a solved captcha and counts per address, never per email, and voids no one else's
   * codes. The same answer, with a cookie, whether or not the email has a verified account: only then is an
   * attempt kept and a code mailed.
   */
  async 'Sig.Front.AppApi.ForgetPassword'(ctx) {
    const email = checkedEmail(ctx.params.email);
    await enforce(ctx.db, ctx.now(), [codeIpLimit(ctx.ip)]);
    await requireCaptcha(ctx.db, ctx.config.widgets, ctx.params.captchaToken, ctx.ip, ctx.now());
    const now = ctx.now();
    const secret = newAttemptSecret();
    const user = await findUserByEmail(ctx.db, email);
    const outboxId = await ctx.db.transaction().execute(async (trx) => {
      // One reset under way per browser: the one it started before ends, whatever its email.
      if (ctx.attempts.reset) await endAttempt(trx, 'reset', ctx.attempts.reset);
      if (!user || user.verified_at === null) return null;
      const attemptId = await startResetAttempt(trx, user.id, secret, now);
      return writeCodeMail(ctx, trx, { userId: user.id, purpose: 'reset', attemptId }, { to: user.email, language: user.language });
    });
    if (outboxId !== null) ctx.mailer.deliverLater([outboxId]);
    ctx.keepAttempt('reset', secret);
    return codeSent(email);
  },

  async 'Sig.Front.AppApi.ResetPassword'(ctx) {
    const now = ctx.now();
    const attempt = await findResetAttempt(ctx.db, ctx.params.email, ctx.attempts.reset, now);
    // Only a code CheckVerifyCode found right in this attempt: guesses are made there, where they are counted.
    const codeId = attempt ? await checkCode(ctx.db, resetScope(attempt), ctx.params.code, now, { checkedOnly: true }) : null;
    if (!attempt || codeId === null) throw resetCodeRefused();
    const passwordHash = await hashPassword(ctx.params.password);
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, codeId, now))) throw resetCodeRefused();
      await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', attempt.user_id).execute();
      // Whoever knew the old password is logged out everywhere, and every other reset of the account ends.
      await deleteUserSessions(trx, attempt.user_id);
      await endAttemptsOf(trx, 'reset', attempt.user_id);
    });
    if (ctx.session?.userId === attempt.user_id) await ctx.logOut();
    ctx.keepAttempt('reset', null);
    return null;
  },
};
