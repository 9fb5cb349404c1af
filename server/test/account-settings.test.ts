// The settings page's calls (email change, deletion, linked sign-in ways), social sign-in and the captcha
// on register, password reset and login after failures, over real HTTP with the local test widgets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { signTestToken } from '../widgets/test-tokens';
import { cardToken } from './card-tokens';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { topUp } from './money-fixture';
import { fixtureCheckout, userIdOf } from './order-fixture';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const password = 'correct horse 1';
const api = (shopper: Shopper) => createApiClient(shopper.transport());
/** The database as a fingerprint, less the attempt counters (a refused attempt still counts). */
const unchanged = async () => (await fingerprint(server.services.db)).replace(/rate_limits[^\n]*/g, '');

/** What the local provider dialog answers for this email. */
async function idToken(shopper: Shopper, provider: 'google' | 'apple', email: string): Promise<string> {
  const response = await shopper.fetch(`${server.url}/test-widgets/social`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ provider, email }) });
  return ((await response.json()) as { idToken: string }).idToken;
}

describe('captcha', () => {
  it('is required to register and to ask for a reset code, and a token works once', async () => {
    const shopper = server.shopper();
    const before = await unchanged();
    const missing = await shopper.call('Sig.Front.AppApi.Register', { email: 'bot@example.com', password });
    expect([missing.status, missing.body.field, (missing.body.data as { captcha?: number })?.captcha]).toEqual([400, 'captchaToken', 1]);
    const forged = signTestToken('not the secret', { kind: 'captcha', siteKey: constants.widgets.captcha.testSiteKey, exp: Date.now() + 60_000 });
    expect((await shopper.call('Sig.Front.AppApi.Register', { email: 'bot@example.com', password, captchaToken: forged })).status).toBe(400);
    expect((await shopper.call('Sig.Front.AppApi.ForgetPassword', { email: 'bot@example.com' })).status).toBe(400);
    expect(await unchanged()).toBe(before);
    const token = await shopper.captchaToken();
    expect((await shopper.call('Sig.Front.AppApi.Register', { email: 'human@example.com', password, captchaToken: token })).status).toBe(200);
    const again = await shopper.call('Sig.Front.AppApi.Register', { email: 'human2@example.com', password, captchaToken: token });
    expect([again.status, again.body.field]).toEqual([400, 'captchaToken']);
  });

  it('refuses an expired token', async () => {
    const expired = signTestToken(server.services.config.widgets.testSecret, { kind: 'captcha', siteKey: constants.widgets.captcha.testSiteKey, exp: Date.now() - 1 });
    expect((await server.shopper().call('Sig.Front.AppApi.Register', { email: 'late@example.com', password, captchaToken: expired })).status).toBe(400);
  });

  it('is required to log in after the failures of constants.accounts.captchaAfterFailures', async () => {
    await server.verifiedShopper('tries@example.com');
    const n = constants.accounts.captchaAfterFailures;
    for (let i = 1; i <= n; i++) {
      const answer = await server.shopper().call('Sig.Front.AppApi.Login', { email: 'tries@example.com', password: 'wrong password' });
      expect([answer.status, (answer.body.data as { captcha?: number } | undefined)?.captcha]).toEqual([401, i === n ? 1 : undefined]);
    }
    // Now even the right password is refused without a solved check, and with a used one.
    const without = await server.shopper().call('Sig.Front.AppApi.Login', { email: 'tries@example.com', password });
    expect([without.status, without.body.field]).toEqual([400, 'captchaToken']);
    const shopper = server.shopper();
    const token = await shopper.captchaToken();
    expect((await shopper.call('Sig.Front.AppApi.Login', { email: 'tries@example.com', password, captchaToken: token })).status).toBe(200);
    expect((await server.shopper().call('Sig.Front.AppApi.Login', { email: 'tries@example.com', password, captchaToken: token })).status).toBe(200);
  });
});

describe('email change', () => {
  it('mails a code to the new address and changes the email only when the code comes back', async () => {
    const shopper = await server.verifiedShopper('old@example.com');
    const sent = await api(shopper).requestEmailChange({ newEmail: 'New@Example.com', password });
    expect(sent.email).toBe('new@example.com');
    expect((await api(shopper).settings()).pendingEmail).toBe('new@example.com');
    expect((await api(shopper).getUserInfo()).email).toBe('old@example.com');
    const wrong = await shopper.call('Sig.Front.User.AppUserSetting.ConfirmEmailChange', { code: '000000' });
    expect([wrong.status, wrong.body.field]).toEqual([400, 'code']);
    const settings = await api(shopper).confirmEmailChange({ code: await server.lastCode('new@example.com') });
    expect([settings.email, settings.pendingEmail]).toEqual(['new@example.com', null]);
    const notice = await server.services.db.selectFrom('mail_outbox').select('body').where('recipient', '=', 'old@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.body).toContain('new@example.com');
    await api(server.shopper()).login({ email: 'new@example.com', password });
  });

  it('refuses a wrong password, the same address, and an expired code, changing nothing', async () => {
    const shopper = await server.verifiedShopper('mover@example.com');
    const before = await unchanged();
    const call = (params: object) => shopper.call('Sig.Front.User.AppUserSetting.RequestEmailChange', params);
    expect([(await call({ newEmail: 'elsewhere@example.com' })).body.field]).toEqual(['password']);
    expect([(await call({ newEmail: 'elsewhere@example.com', password: 'nope' })).body.field]).toEqual(['password']);
    expect((await call({ newEmail: 'mover@example.com', password })).body.field).toBe('newEmail');
    expect((await call({ newEmail: 'not an email', password })).status).toBe(400);
    expect((await shopper.call('Sig.Front.User.AppUserSetting.ConfirmEmailChange', { code: '123456' })).status).toBe(400);
    expect(await unchanged()).toBe(before);
    await api(shopper).requestEmailChange({ newEmail: 'later@example.com', password });
    const code = await server.lastCode('later@example.com');
    await server.services.db.updateTable('verification_codes').set({ expires_at: Date.now() - 1 }).where('purpose', '=', 'email').execute();
    expect((await shopper.call('Sig.Front.User.AppUserSetting.ConfirmEmailChange', { code })).status).toBe(400);
    expect((await api(shopper).getUserInfo()).email).toBe('mover@example.com');
  });

  it('answers an address that has an account as a free one, mails its owner instead of a code, and cannot move there', async () => {
    const shopper = await server.verifiedShopper('mover-2@example.com');
    await server.verifiedShopper('occupied@example.com');
    const db = server.services.db;
    const occupied = () => db.selectFrom('users').selectAll().where('email', '=', 'occupied@example.com').executeTakeFirstOrThrow();
    const occupiedBefore = await occupied();
    const request = async (newEmail: string) => {
      const answer = await shopper.call('Sig.Front.User.AppUserSetting.RequestEmailChange', { newEmail, password });
      return { status: answer.status, body: JSON.stringify(answer.body).replace(newEmail, '<email>'), pending: (await api(shopper).settings()).pendingEmail === newEmail };
    };
    const free = await request('free-address@example.com');
    const freeCode = await server.lastCode('free-address@example.com');
    expect(await request('occupied@example.com')).toEqual(free);
    expect(free).toMatchObject({ status: 200, pending: true });
    const notice = await db.selectFrom('mail_outbox').select(['subject', 'body']).where('recipient', '=', 'occupied@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.subject).toBe('Your email address already has an account');
    expect(notice.body).not.toMatch(/\b\d{6}\b/);
    // The code mailed for the earlier, free address is void now: no code can finish a move to the taken one.
    expect((await shopper.call('Sig.Front.User.AppUserSetting.ConfirmEmailChange', { code: freeCode })).status).toBe(400);
    expect((await api(shopper).getUserInfo()).email).toBe('mover-2@example.com');
    expect(await occupied()).toEqual(occupiedBefore);
  });

  it("another shopper's code does not move this account, and requests are rate limited", async () => {
    const one = await server.verifiedShopper('one@example.com');
    const two = await server.verifiedShopper('two@example.com');
    await api(one).requestEmailChange({ newEmail: 'one-new@example.com', password });
    const code = await server.lastCode('one-new@example.com');
    await api(two).requestEmailChange({ newEmail: 'two-new@example.com', password });
    expect((await two.call('Sig.Front.User.AppUserSetting.ConfirmEmailChange', { code })).status).toBe(400);
    expect((await api(two).getUserInfo()).email).toBe('two@example.com');
    expect((await server.shopper().call('Sig.Front.User.AppUserSetting.RequestEmailChange', { newEmail: 'x@example.com', password })).status).toBe(403);
    const { max } = constants.rateLimits.code.account;
    let last = 0;
    for (let i = 0; i <= max; i++) last = (await one.call('Sig.Front.User.AppUserSetting.RequestEmailChange', { newEmail: `flood${i}@example.com`, password })).status;
    expect(last).toBe(429);
  });
});

describe('social sign-in', () => {
  it('registers by a new provider account, logs in by it again, and refuses a forged token', async () => {
    const shopper = server.shopper();
    const user = await api(shopper).socialLogin({ provider: 'google', idToken: await idToken(shopper, 'google', 'social@example.com') });
    expect(user).toMatchObject({ email: 'social@example.com', isVerified: true });
    const settings = await api(shopper).settings();
    expect([settings.hasPassword, settings.socialAccounts.map((s) => s.provider)]).toEqual([false, ['google']]);
    const again = server.shopper();
    expect((await api(again).socialLogin({ provider: 'google', idToken: await idToken(again, 'google', 'social@example.com') })).id).toBe(user.id);
    const forged = signTestToken('guess', { kind: 'social', aud: 'google', sub: 'x', email: 'social@example.com', email_verified: true, exp: Date.now() / 1000 + 60 });
    const refused = await server.shopper().call('Sig.Front.AppApi.SocialLogin', { provider: 'google', idToken: forged });
    expect([refused.status, refused.body.field]).toEqual([400, 'idToken']);
    // A token for one provider is not another's.
    expect((await server.shopper().call('Sig.Front.AppApi.SocialLogin', { provider: 'apple', idToken: await idToken(again, 'google', 'social@example.com') })).status).toBe(400);
  });

  it('does not take over an existing account with the same email; linking from settings does', async () => {
    const owner = await server.verifiedShopper('owner@example.com');
    const stranger = server.shopper();
    const token = await idToken(stranger, 'apple', 'owner@example.com');
    expect((await stranger.call('Sig.Front.AppApi.SocialLogin', { provider: 'apple', idToken: token })).status).toBe(409);
    await api(owner).linkSocial({ provider: 'apple', idToken: token });
    expect((await api(stranger).socialLogin({ provider: 'apple', idToken: token })).email).toBe('owner@example.com');
    // The same provider account cannot be linked to a second account, nor twice to one.
    const other = await server.verifiedShopper('other-owner@example.com');
    expect((await other.call('Sig.Front.User.AppUserSetting.LinkSocial', { provider: 'apple', idToken: token })).status).toBe(409);
    expect((await owner.call('Sig.Front.User.AppUserSetting.LinkSocial', { provider: 'apple', idToken: await idToken(owner, 'apple', 'second@example.com') })).status).toBe(409);
    // Unlinking another's provider: as if it did not exist.
    expect((await other.call('Sig.Front.User.AppUserSetting.UnlinkSocial', { provider: 'apple' })).status).toBe(404);
    expect((await api(owner).unlinkSocial({ provider: 'apple' })).socialAccounts).toEqual([]);
    expect((await server.shopper().call('Sig.Front.AppApi.SocialLogin', { provider: 'apple', idToken: token })).status).toBe(409);
  });

  it("signs up the owner of an address a stranger registered but never verified, and ends the stranger's registration", async () => {
    const email = 'pending-social@example.com';
    const stranger = server.shopper();
    await api(stranger).register({ email, password: 'a stranger pass 3', captchaToken: await stranger.captchaToken() });
    const strangersCode = await server.lastCode(email);
    const owner = server.shopper();
    const user = await api(owner).socialLogin({ provider: 'google', idToken: await idToken(owner, 'google', email) });
    expect(user).toMatchObject({ email, isVerified: true });
    expect((await api(owner).settings()).hasPassword).toBe(false);
    expect((await stranger.call('Sig.Front.AppApi.VerifyRegister', { email, code: strangersCode })).status).toBe(400);
    expect((await server.shopper().call('Sig.Front.AppApi.Login', { email, password: 'a stranger pass 3' })).status).toBe(401);
  });

  it('does not count good sign-ins against the address', () => server.atOneMoment(async () => {
    const office = server.shopper();
    const token = await idToken(office, 'google', 'social-office@example.com');
    for (let i = 0; i <= constants.rateLimits.login.ip.max; i++) {
      expect((await office.call('Sig.Front.AppApi.SocialLogin', { provider: 'google', idToken: token })).status).toBe(200);
    }
  }));

  it('refuses to unlink the only way to sign in until a password is set', async () => {
    const shopper = server.shopper();
    await api(shopper).socialLogin({ provider: 'google', idToken: await idToken(shopper, 'google', 'only@example.com') });
    const before = await fingerprint(server.services.db);
    expect((await shopper.call('Sig.Front.User.AppUserSetting.UnlinkSocial', { provider: 'google' })).status).toBe(409);
    expect((await shopper.call('Sig.Front.User.AppUserSetting.UnlinkSocial', { provider: 'nope' })).status).toBe(400);
    expect(await fingerprint(server.services.db)).toBe(before);
    await api(shopper).updateUserInfo({ newPassword: 'a password now 7' });
    expect((await api(shopper).unlinkSocial({ provider: 'google' })).hasPassword).toBe(true);
    await api(server.shopper()).login({ email: 'only@example.com', password: 'a password now 7' });
  });

  it('is not offered in the china edition', async () => {
    const china = await startTestServer({ edition: 'china' });
    try {
      const shopper = china.shopper();
      expect((await api(shopper).widgetConfig()).social.providers).toEqual([]);
      expect((await shopper.call('Sig.Front.AppApi.SocialLogin', { provider: 'google', idToken: await idToken(shopper, 'google', 'cn@example.com') })).status).toBe(404);
    } finally {
      await china.close();
    }
  });
});

describe('deleting the account', () => {
  it('asks for the password and the typed email, and is refused while things are in progress', async () => {
    const shopper = await server.verifiedShopper('busy@example.com');
    const userId = await userIdOf(server.services.db, 'busy@example.com');
    const { orderIds } = await fixtureCheckout(server.services.db, server.services.dialect, userId, [{ priceYen: 1000 }, { priceYen: 2000 }]);
    await server.services.db.updateTable('orders').set({ state: 'arrived' }).where('id', '=', orderIds[1]!).execute();
    await topUp(server.services.db, server.services.dialect, userId, 500);
    expect((await api(shopper).settings()).deleteBlockers).toEqual([{ kind: 'orders', count: 1 }, { kind: 'warehouse', count: 1 }, { kind: 'balance', count: 500 }]);
    const before = await unchanged();
    const call = (params: object) => shopper.call('Sig.Front.User.AppUserSetting.DeleteAccount', params);
    expect((await call({ confirm: 'busy@example.com' })).body.field).toBe('password');
    expect((await call({ password: 'nope', confirm: 'busy@example.com' })).body.field).toBe('password');
    expect((await call({ password, confirm: 'someone@example.com' })).body.field).toBe('confirm');
    const blocked = await call({ password, confirm: 'busy@example.com' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.msg).toMatch(/orders in progress: 1.*warehouse: 1.*¥500/);
    expect(await unchanged()).toBe(before);
    expect((await server.shopper().call('Sig.Front.User.AppUserSetting.DeleteAccount', { password, confirm: 'busy@example.com' })).status).toBe(403);
  });

  it('erases personal data, ends every session and keeps the orders anonymized', async () => {
    const shopper = await server.verifiedShopper('leaving@example.com');
    const elsewhere = server.shopper();
    await api(elsewhere).login({ email: 'leaving@example.com', password });
    const db = server.services.db;
    const userId = await userIdOf(db, 'leaving@example.com');
    const { orderIds } = await fixtureCheckout(db, server.services.dialect, userId, [{ priceYen: 1200 }]);
    await db.updateTable('orders').set({ state: 'completed' }).where('id', 'in', orderIds).execute();
    await api(shopper).linkSocial({ provider: 'google', idToken: await idToken(shopper, 'google', 'leaving-g@example.com') });
    await api(shopper).cardAdd({ token: await cardToken(server), brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, holderName: 'Leaving Lee' });
    const { token: cardRef } = await db.selectFrom('saved_cards').select('token').where('user_id', '=', userId).executeTakeFirstOrThrow();
    const ledgerBefore = await db.selectFrom('ledger_entries').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await api(shopper).deleteAccount({ password, confirm: ' Leaving@Example.com ' });
    expect(await db.selectFrom('users').select('id').where('email', '=', 'leaving@example.com').executeTakeFirst()).toBeUndefined();
    const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect([row.email, row.nickname, row.password_hash, row.deleted_at !== null]).toEqual([`deleted-${userId}@deleted.invalid`, '-', '', true]);
    expect(await db.selectFrom('orders').select('user_id').where('id', 'in', orderIds).execute()).toEqual([{ user_id: userId }]);
    expect((await db.selectFrom('ledger_entries').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(ledgerBefore.n);
    // The saved card is gone here and, once its job has run, at the gateway: it can no longer be charged.
    await server.jobs.runDue();
    const charge = await server.services.payments.provider.createPayment({ amountYen: 1000, source: { card: cardRef }, idempotencyKey: `after-delete-${userId}`, returnUrl: `${server.services.config.publicUrl}/x`, metadata: {} });
    expect([charge.status, charge.declineCode]).toEqual(['declined', 'invalid_card']);
    for (const table of ['addresses', 'cart_items', 'messages', 'social_accounts', 'sessions', 'saved_cards'] as const) {
      expect(await db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
    }
    const record = await db.selectFrom('deleted_accounts').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(new Date(Number(record.retain_until)).getUTCFullYear() - new Date(Number(record.deleted_at)).getUTCFullYear()).toBe(constants.accounts.retentionYears);
    for (const s of [shopper, elsewhere]) expect((await s.call('Sig.Front.User.AppUserSetting.GetUserInfo')).status).toBe(403);
    expect((await server.shopper().call('Sig.Front.AppApi.Login', { email: 'leaving@example.com', password })).status).toBe(401);
    // The provider account is free again: signing in with it makes a new account.
    const fresh = server.shopper();
    expect((await api(fresh).socialLogin({ provider: 'google', idToken: await idToken(fresh, 'google', 'leaving-g@example.com') })).id).not.toBe(userId);
  });
});
