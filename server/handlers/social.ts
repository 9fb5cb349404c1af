// Social sign-in (spec §7: a provider's SDK loaded on demand, never in the china edition): log in by a
// linked provider account, register by a new one, and link or unlink one from the settings page.
import { editions } from '../../generated/editions';
import { addressAttempt } from '../accounts/login-attempts';
import { accountSettings, hasPassword } from '../accounts/settings';
import { type SocialIdentity, type SocialProviderId, offeredProviders, socialVerifier } from '../accounts/social';
import { endAttemptsOf } from '../accounts/attempts';
import { findUserByEmail, userInfo } from '../accounts/users';
import { isUniqueViolation } from '../db/errors';
import { ApiFailure, badField, conflict } from '../http/failure';
import type { Services } from '../services';
import type { Handlers } from './types';
import { giveWelcomeCoupon } from './welcome-coupon';
import { recordInvite } from '../invites/invites';

async function verified(services: Services, provider: SocialProviderId, idToken: string): Promise<SocialIdentity> {
  const verifier = editions[services.config.edition].socialLogin ? socialVerifier(services.config.widgets, provider) : null;
  if (!verifier) throw new ApiFailure(404, 'socialUnavailable');
  const identity = await verifier.verify(idToken, services.now());
  if (!identity) throw badField('idToken', 'socialTokenInvalid');
  return identity;
}

export const socialHandlers: Handlers<
  | 'Sig.Front.Front.WidgetConfig'
  | 'Sig.Front.AppApi.SocialLogin'
  | 'Sig.Front.User.AppUserSetting.LinkSocial'
  | 'Sig.Front.User.AppUserSetting.UnlinkSocial'
> = {
  async 'Sig.Front.Front.WidgetConfig'(ctx) {
    const { captcha, social } = ctx.config.widgets;
    return {
      captcha: { mode: captcha.mode, siteKey: captcha.siteKey },
      social: { mode: social.mode, providers: editions[ctx.config.edition].socialLogin ? offeredProviders(ctx.config.widgets) : [] },
    };
  },

  async 'Sig.Front.AppApi.SocialLogin'(ctx) {
    // A token that does not verify is a failed sign-in from this address; a good one is not counted.
    const fromAddress = await addressAttempt(ctx.db, ctx.ip, ctx.now());
    const identity = await verified(ctx, ctx.params.provider, ctx.params.idToken);
    await fromAddress.takeBack();
    const linked = await ctx.db
      .selectFrom('social_accounts')
      .innerJoin('users', 'users.id', 'social_accounts.user_id')
      .selectAll('users')
      .where('social_accounts.provider', '=', identity.provider)
      .where('social_accounts.subject', '=', identity.subject)
      .executeTakeFirst();
    if (linked) {
      await ctx.db.transaction().execute((trx) => ctx.logIn(linked, trx));
      return userInfo(linked);
    }
    if (!identity.email) throw badField('idToken', 'socialTokenInvalid');
    // An existing account is joined only from its own settings, after its password: a provider account
    // with the same email must not take over an account it never proved it owns. An unverified one is nobody's
    // yet — only registrations under way, perhaps a stranger's — and the provider has proved the address: it
    // becomes this provider account's and those registrations end, so a stranger's registration of the
    // address cannot keep its owner from signing in this way.
    const existing = await findUserByEmail(ctx.db, identity.email);
    if (existing && existing.verified_at !== null) throw conflict('socialEmailExists');
    const now = ctx.now();
    try {
      const user = await ctx.db.transaction().execute(async (trx) => {
        // No password yet (''): the provider is the only way in until one is set in settings.
        const account = { password_hash: '', nickname: identity.email!.split('@')[0]!, language: ctx.serviceLanguage, verified_at: now, signup_from: ctx.from, source: null, updated_at: now };
        const row = existing
          ? await trx.updateTable('users').set(account).where('id', '=', existing.id).where('verified_at', 'is', null).returningAll().executeTakeFirst()
          : await trx.insertInto('users').values({ ...account, email: identity.email!, created_at: now }).returningAll().executeTakeFirstOrThrow();
        // Verified a moment ago by a registration code: that registration won.
        if (!row) throw conflict('socialEmailExists');
        if (existing) {
          await endAttemptsOf(trx, 'signup', row.id);
          await recordInvite(trx, row.id, null, now);
        }
        await trx.insertInto('social_accounts').values({ user_id: row.id, provider: identity.provider, subject: identity.subject, email: identity.email, created_at: now }).execute();
        await giveWelcomeCoupon(trx, row.id, now);
        await ctx.logIn(row, trx);
        return row;
      });
      return userInfo(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('socialEmailExists');
      throw error;
    }
  },

  async 'Sig.Front.User.AppUserSetting.LinkSocial'(ctx) {
    const identity = await verified(ctx, ctx.params.provider, ctx.params.idToken);
    const owner = await ctx.db
      .selectFrom('social_accounts')
      .select('user_id')
      .where((eb) => eb.or([eb.and([eb('provider', '=', identity.provider), eb('subject', '=', identity.subject)]), eb.and([eb('user_id', '=', ctx.user.id), eb('provider', '=', identity.provider)])]))
      .execute();
    if (owner.some((o) => o.user_id !== ctx.user.id)) throw conflict('socialLinkedElsewhere');
    if (owner.length > 0) throw conflict('socialAlreadyLinked');
    try {
      await ctx.db.insertInto('social_accounts').values({ user_id: ctx.user.id, provider: identity.provider, subject: identity.subject, email: identity.email, created_at: ctx.now() }).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('socialAlreadyLinked');
      throw error;
    }
    return accountSettings(ctx.db, ctx.user);
  },

  async 'Sig.Front.User.AppUserSetting.UnlinkSocial'(ctx) {
    await ctx.db.transaction().execute(async (trx) => {
      const links = await trx.selectFrom('social_accounts').select(['id', 'provider']).where('user_id', '=', ctx.user.id).execute();
      const link = links.find((l) => l.provider === ctx.params.provider);
      if (!link) throw new ApiFailure(404, 'notFound');
      if (!hasPassword(ctx.user) && links.length === 1) throw conflict('unlinkLastSignIn');
      await trx.deleteFrom('social_accounts').where('id', '=', link.id).execute();
    });
    return accountSettings(ctx.db, ctx.user);
  },
};
