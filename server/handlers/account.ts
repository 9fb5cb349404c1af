// The settings page (/personal/setting): the email change confirmed by a code mailed to the new address,
// and deleting the account, which erases the personal data but keeps what the law requires, anonymized.
import { constants } from '../../generated/constants';
import { checkCode, consumeCode, issueCode } from '../accounts/codes';
import { checkCurrentPassword } from '../accounts/login-attempts';
import { enforce } from '../accounts/rate-limit';
import { codeIpLimit, codeSent, writeCodeMail, writeTakenMail } from '../accounts/send-code';
import { accountSettings, deleteBlockers, hasPassword } from '../accounts/settings';
import { checkedEmail, findUserByEmail, normalizeEmail } from '../accounts/users';
import { isUniqueViolation } from '../db/errors';
import type { UserRow } from '../db/types';
import { ApiFailure, badField, conflict } from '../http/failure';
import { callerLanguage, t } from '../messages';
import { lockUser } from '../money/ledger';
import { forgetCardLater } from '../payments/card-jobs';
import type { CallContext, Handlers } from './types';

type Ctx = Pick<CallContext<'Sig.Front.User.AppUserSetting.DeleteAccount'>, 'db' | 'now'> & { user: UserRow };

/** Asks for the password of an account that has one. */
async function checkPassword(ctx: Ctx, password: string | undefined): Promise<void> {
  if (!hasPassword(ctx.user)) return;
  if (password === undefined) throw badField('password', 'passwordNeedsCurrent');
  await checkCurrentPassword(ctx.db, ctx.now(), ctx.user, password, 'password');
}

const day = 86_400_000;

export const accountHandlers: Handlers<
  | 'Sig.Front.User.AppUserSetting.Settings'
  | 'Sig.Front.User.AppUserSetting.RequestEmailChange'
  | 'Sig.Front.User.AppUserSetting.ConfirmEmailChange'
  | 'Sig.Front.User.AppUserSetting.DeleteAccount'
> = {
  'Sig.Front.User.AppUserSetting.Settings': (ctx) => accountSettings(ctx.db, ctx.user),

  async 'Sig.Front.User.AppUserSetting.RequestEmailChange'(ctx) {
    const newEmail = checkedEmail(ctx.params.newEmail);
    if (newEmail === ctx.user.email) throw badField('newEmail', 'emailSame');
    await checkPassword(ctx, ctx.params.password);
    await enforce(ctx.db, ctx.now(), [
      [`code:account:${ctx.user.email}`, constants.rateLimits.code.account],
      codeIpLimit(ctx.ip),
    ]);
    const owner = await findUserByEmail(ctx.db, newEmail);
    const now = ctx.now();
    const outboxId = await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('email_changes').where('user_id', '=', ctx.user.id).execute();
      await trx.insertInto('email_changes').values({ user_id: ctx.user.id, new_email: newEmail, created_at: now }).execute();
      // The code goes to the new address: only someone who reads it can move the account there. An address
      // that has an account already is answered and shown as pending alike, so settings cannot be used to
      // find out who is registered; its mailbox gets the notice instead of the code (the code is still
      // issued, unsent, so that it voids any earlier one: no older code can then try the move).
      const scope = { userId: ctx.user.id, purpose: 'email' } as const;
      if (!owner) return writeCodeMail(ctx, trx, scope, { to: newEmail, language: ctx.user.language });
      await issueCode(trx, scope, now);
      return writeTakenMail(ctx, trx, owner);
    });
    ctx.mailer.deliverLater([outboxId]);
    return codeSent(newEmail);
  },

  async 'Sig.Front.User.AppUserSetting.ConfirmEmailChange'(ctx) {
    const now = ctx.now();
    const pending = await ctx.db.selectFrom('email_changes').selectAll().where('user_id', '=', ctx.user.id).executeTakeFirst();
    if (!pending) throw badField('code', 'codeInvalid');
    const codeId = await checkCode(ctx.db, { userId: ctx.user.id, purpose: 'email' }, ctx.params.code, now);
    if (codeId === null) throw badField('code', 'codeInvalid');
    const language = callerLanguage(ctx.user.language, undefined);
    let outboxId: number;
    let updated: UserRow;
    try {
      [updated, outboxId] = await ctx.db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, codeId, now))) throw badField('code', 'codeInvalid');
        const row = await trx.updateTable('users').set({ email: pending.new_email, updated_at: now }).where('id', '=', ctx.user.id).returningAll().executeTakeFirstOrThrow();
        await trx.deleteFrom('email_changes').where('user_id', '=', ctx.user.id).execute();
        // The old address hears of it, so a stolen session moving the account away does not go unnoticed.
        const id = await ctx.mailer.enqueue(
          trx,
          { to: ctx.user.email, subject: t(language, 'mailEmailChangedSubject'), body: t(language, 'mailEmailChangedBody', { email: pending.new_email }) },
          now,
        );
        return [row, id] as const;
      });
    } catch (error) {
      // Someone registered the new address while the code was on its way.
      if (isUniqueViolation(error)) throw conflict('emailTaken');
      throw error;
    }
    ctx.mailer.deliverLater([outboxId]);
    ctx.refreshUserCookie(updated);
    return accountSettings(ctx.db, updated);
  },

  async 'Sig.Front.User.AppUserSetting.DeleteAccount'(ctx) {
    await checkPassword(ctx, ctx.params.password);
    // Typing the account's own email is the confirmation: deliberate, and the same in every language.
    if (normalizeEmail(ctx.params.confirm) !== ctx.user.email) throw badField('confirm', 'deleteConfirmMismatch');
    const now = ctx.now();
    const userId = ctx.user.id;
    const language = callerLanguage(ctx.user.language, ctx.language);
    await ctx.db.transaction().execute(async (trx) => {
      // Locked, so a top-up or an order cannot land between the check and the erasure.
      await lockUser(trx, ctx.dialect, userId);
      const blockers = await deleteBlockers(trx, userId);
      if (blockers.length > 0) {
        const what = blockers.map((b) => t(language, b.kind === 'orders' ? 'deleteBlockedOrders' : b.kind === 'warehouse' ? 'deleteBlockedWarehouse' : 'deleteBlockedBalance', { count: b.count })).join(' ');
        throw new ApiFailure(409, 'deleteBlocked', { what });
      }
      // Personal data goes; orders, payments, parcels and ledger entries stay (tied to this anonymized row).
      for (const table of ['sessions', 'verification_codes', 'email_changes', 'social_accounts', 'addresses', 'cart_items', 'messages', 'mail_opt_outs', 'recent_views', 'collected_goods', 'collected_sellers', 'search_terms', 'buy_notice_acceptances'] as const) {
        await trx.deleteFrom(table).where('user_id', '=', userId).execute();
      }
      // Saved cards go here and at the gateway, which keeps the cards themselves.
      for (const card of await trx.selectFrom('saved_cards').select('token').where('user_id', '=', userId).execute()) await forgetCardLater(trx, card.token, now);
      await trx.deleteFrom('saved_cards').where('user_id', '=', userId).execute();
      await trx
        .updateTable('users')
        .set({ email: `deleted-${userId}@deleted.invalid`, nickname: '-', password_hash: '', source: null, deleted_at: now, updated_at: now })
        .where('id', '=', userId)
        .execute();
      const retainUntil = new Date(now);
      retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + constants.accounts.retentionYears);
      await trx.insertInto('deleted_accounts').values({ user_id: userId, deleted_at: now, retain_until: Math.max(retainUntil.getTime(), now + day) }).execute();
    });
    await ctx.logOut();
    return null;
  },
};
