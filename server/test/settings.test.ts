// The logged-in shopper's own settings, the forgot-password flow, and cross-site protection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { ApiError } from '../../src/lib/api/transport';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const password = 'correct horse 1';
const status = (promise: Promise<unknown>) => promise.then(() => 200, (e: unknown) => (e instanceof ApiError ? e.status : -1));

describe('forgot password → code → new password', () => {
  it('resets the password and ends every session of the account', async () => {
    const elsewhere = await server.verifiedShopper('forgot@example.com');
    const api = createApiClient(server.shopper().transport());
    await api.forgetPassword({ email: 'forgot@example.com', captchaToken: await server.shopper().captchaToken() });
    const code = await server.lastCode('forgot@example.com');
    await api.checkVerifyCode({ email: 'forgot@example.com', code, purpose: 'reset' });
    await api.resetPassword({ email: 'forgot@example.com', code, password: 'brand new pass 3' });
    expect(await status(api.resetPassword({ email: 'forgot@example.com', code, password: 'again and again 4' }, { silent: true }))).toBe(400);
    expect(await status(createApiClient(elsewhere.transport()).getUserInfo({ silent: true }))).toBe(403);
    expect(await status(api.login({ email: 'forgot@example.com', password }, { silent: true }))).toBe(401);
    await api.login({ email: 'forgot@example.com', password: 'brand new pass 3' });
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const before = await server.services.db.selectFrom('mail_outbox').select('id').execute();
    const answer = await createApiClient(server.shopper().transport()).forgetPassword({ email: 'ghost@example.com', captchaToken: await server.shopper().captchaToken() });
    expect(answer.email).toBe('ghost@example.com');
    expect(await server.services.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(before.length);
  });

  it("another account's reset code does not reset this one", async () => {
    await server.verifiedShopper('victim@example.com');
    await server.verifiedShopper('attacker@example.com');
    const api = createApiClient(server.shopper().transport());
    await api.forgetPassword({ email: 'attacker@example.com', captchaToken: await server.shopper().captchaToken() });
    const code = await server.lastCode('attacker@example.com');
    const before = await fingerprint(server.services.db);
    expect(await status(api.resetPassword({ email: 'victim@example.com', code, password: 'taken over 5' }, { silent: true }))).toBe(400);
    // Only the guess counter of the victim's (absent) code may move; the password must not.
    const victim = await server.services.db.selectFrom('users').select('password_hash').where('email', '=', 'victim@example.com').executeTakeFirstOrThrow();
    expect(before).toContain(victim.password_hash);
  });
});

describe('settings', () => {
  it('renames, and a new password needs the current one and ends the other sessions', async () => {
    const shopper = await server.verifiedShopper('settings@example.com');
    const other = server.shopper();
    await createApiClient(other.transport()).login({ email: 'settings@example.com', password });
    const api = createApiClient(shopper.transport());
    expect((await api.updateUserInfo({ nickname: '  Kaito ' })).nickname).toBe('Kaito');
    expect(JSON.parse(decodeURIComponent(shopper.cookies.get(constants.cookies.userInfo.name)!)).nickname).toBe('Kaito');
    const missing = await shopper.call('Sig.Front.User.AppUserSetting.UpdateUserInfo', { newPassword: 'next password 6' });
    expect([missing.status, missing.body.field]).toEqual([400, 'currentPassword']);
    const wrong = await shopper.call('Sig.Front.User.AppUserSetting.UpdateUserInfo', { currentPassword: 'nope', newPassword: 'next password 6' });
    expect([wrong.status, wrong.body.field]).toEqual([400, 'currentPassword']);
    await api.updateUserInfo({ currentPassword: password, newPassword: 'next password 6' });
    expect((await api.getUserInfo()).nickname).toBe('Kaito');
    expect(await status(createApiClient(other.transport()).getUserInfo({ silent: true }))).toBe(403);
  });

  it("counts only wrong current passwords, and a stranger's failed logins do not count", () => server.atOneMoment(async () => {
    const shopper = await server.verifiedShopper('current@example.com');
    const { max } = constants.rateLimits.login.account;
    // A stranger fails at logging in to the account as often as its limit (solving the captcha where asked).
    for (let i = 0; i < max; i++) {
      const stranger = server.shopper();
      const captchaToken = i >= constants.accounts.captchaAfterFailures ? await stranger.captchaToken() : undefined;
      expect((await stranger.call('Sig.Front.AppApi.Login', { email: 'current@example.com', password: 'wrong password', captchaToken })).status).toBe(401);
    }
    // The right current password, more often than the limit: never refused (deleting then stops at the
    // confirmation, which does not match, so nothing changes).
    for (let i = 0; i <= max; i++) {
      const answer = await shopper.call('Sig.Front.User.AppUserSetting.DeleteAccount', { password, confirm: 'not-me@example.com' });
      expect([answer.status, answer.body.field]).toEqual([400, 'confirm']);
    }
    // Wrong ones through the session are limited: past them even the right one waits.
    for (let i = 0; i < max; i++) {
      const wrong = await shopper.call('Sig.Front.User.AppUserSetting.UpdateUserInfo', { currentPassword: 'nope', newPassword: 'next password 6' });
      expect([wrong.status, wrong.body.field]).toEqual([400, 'currentPassword']);
    }
    expect((await shopper.call('Sig.Front.User.AppUserSetting.UpdateUserInfo', { currentPassword: password, newPassword: 'next password 6' })).status).toBe(429);
  }));

  it('binds the language, refusing one outside the 17', async () => {
    const shopper = await server.verifiedShopper('language@example.com');
    const api = createApiClient(shopper.transport());
    expect(await api.bindLanguage({ language: 'zh-TW' })).toEqual({ language: 'zh-TW' });
    expect((await api.getUserInfo()).language).toBe('zh-TW');
    const before = await fingerprint(server.services.db);
    const bad = await shopper.call('Sig.Front.User.AppUser.BindLanguage', { language: 'xx' });
    expect([bad.status, bad.body.field]).toEqual([400, 'language']);
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('refuses logged-out callers with 403 and changes nothing', async () => {
    const before = await fingerprint(server.services.db);
    const shopper = server.shopper();
    for (const [name, params] of [
      ['Sig.Front.User.AppUserSetting.UpdateUserInfo', { nickname: 'x' }],
      ['Sig.Front.User.AppUser.BindLanguage', { language: 'ja' }],
      ['Sig.Front.User.AppUserSetting.GetUserInfo', {}],
    ] as const) {
      expect((await shopper.call(name, params)).status).toBe(403);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});

describe('cross-site requests', () => {
  it('refuses another origin and a cross-site fetch, and changes nothing', async () => {
    const shopper = await server.verifiedShopper('csrf@example.com');
    const before = await fingerprint(server.services.db);
    shopper.extraHeaders = { Origin: 'https://evil.example' };
    expect((await shopper.call('Sig.Front.User.AppUserSetting.UpdateUserInfo', { nickname: 'pwned' })).status).toBe(403);
    shopper.extraHeaders = { 'Sec-Fetch-Site': 'cross-site' };
    expect((await shopper.call('Sig.Front.AppApi.LogoutAction')).status).toBe(403);
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('admits this origin, and another one carrying the session token', async () => {
    const shopper = await server.verifiedShopper('token@example.com');
    shopper.extraHeaders = { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' };
    expect((await shopper.call('Sig.Front.User.AppUserSetting.UpdateUserInfo', { nickname: 'Same' })).status).toBe(200);
    const { token } = await createApiClient(shopper.transport()).getToken();
    expect((await createApiClient(shopper.transport()).getToken()).token).toBe(token);
    shopper.extraHeaders = { Origin: 'https://shop.partner.example', 'X-Csrf-Token': token };
    expect((await shopper.call('Sig.Front.User.AppUserSetting.UpdateUserInfo', { nickname: 'Partner' })).status).toBe(200);
    shopper.extraHeaders = { Origin: 'https://shop.partner.example', 'X-Csrf-Token': `${token.slice(0, -1)}x` };
    expect((await shopper.call('Sig.Front.User.AppUserSetting.UpdateUserInfo', { nickname: 'Forged' })).status).toBe(403);
  });

  it('gives an anonymous visitor a session for its token', async () => {
    const shopper = server.shopper();
    const { token } = await createApiClient(shopper.transport()).getToken();
    expect(token.length).toBeGreaterThan(20);
    expect(shopper.cookies.has(constants.cookies.session.name)).toBe(true);
  });
});
