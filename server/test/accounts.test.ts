// Registration, verification, login, logout and the session cookies, through the storefront's own
// transport where a real client would call, raw where a test needs to send what it would not.
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
const captcha = () => server.shopper().captchaToken();
const status = (promise: Promise<unknown>) => promise.then(() => 200, (e: unknown) => (e instanceof ApiError ? e.status : -1));

describe('register → code → verified and logged in', () => {
  it('walks the whole way and the client sees a logged-in user', async () => {
    const shopper = server.shopper();
    const api = createApiClient(shopper.transport('ja'));
    const sent = await api.register({ email: 'Mika@Example.com', password, nickname: 'Mika', captchaToken: await captcha() });
    expect(sent).toEqual({ email: 'mika@example.com', expiresInSeconds: constants.accounts.codeTtlMinutes * 60 });
    const mail = await server.services.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', 'mika@example.com').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('メールアドレスの確認');
    expect(await status(api.getUserInfo({ silent: true }))).toBe(403);
    const user = await api.verifyRegister({ email: 'mika@example.com', code: await server.lastCode('mika@example.com') });
    expect(user).toMatchObject({ email: 'mika@example.com', nickname: 'Mika', language: 'ja', isVerified: true });
    expect(await api.getUserInfo()).toEqual(user);
  });

  it('sets an httpOnly SameSite session cookie and a readable user-info cookie without secrets', async () => {
    const shopper = server.shopper();
    const api = createApiClient(shopper.transport());
    await api.register({ email: 'cookie@example.com', password, captchaToken: await captcha() });
    const answer = await shopper.call('Sig.Front.AppApi.VerifyRegister', { email: 'cookie@example.com', code: await server.lastCode('cookie@example.com') });
    const lines = answer.headers.getSetCookie();
    const session = lines.find((l) => l.startsWith(`${constants.cookies.session.name}=`))!;
    const info = lines.find((l) => l.startsWith(`${constants.cookies.userInfo.name}=`))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(info).not.toMatch(/HttpOnly/i);
    const value = decodeURIComponent(info.split(';')[0]!.split('=')[1]!);
    expect(JSON.parse(value)).toEqual({ nickname: 'cookie', language: 'en' });
    expect(value).not.toContain(shopper.cookies.get(constants.cookies.session.name)!);
    expect(value).not.toContain('cookie@example.com');
  });

  it('refuses a verified email with 409 and changes nothing', async () => {
    await server.verifiedShopper('taken@example.com');
    const before = await fingerprint(server.services.db);
    const answer = await server.shopper().call('Sig.Front.AppApi.Register', { email: 'TAKEN@example.com', password });
    expect(answer.status).toBe(409);
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('lets an unfinished registration start again, and only the newest code works', async () => {
    const api = createApiClient(server.shopper().transport());
    await api.register({ email: 'again@example.com', password, captchaToken: await captcha() });
    const first = await server.lastCode('again@example.com');
    await api.register({ email: 'again@example.com', password: 'another pass 2', captchaToken: await captcha() });
    const second = await server.lastCode('again@example.com');
    if (first !== second) expect(await status(api.verifyRegister({ email: 'again@example.com', code: first }, { silent: true }))).toBe(400);
    await api.verifyRegister({ email: 'again@example.com', code: second });
    await api.logoutAction();
    await api.login({ email: 'again@example.com', password: 'another pass 2' });
  });

  it('codes are single-use, expire, and die after too many wrong guesses', async () => {
    const api = createApiClient(server.shopper().transport());
    await api.register({ email: 'guess@example.com', password, captchaToken: await captcha() });
    const code = await server.lastCode('guess@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < constants.accounts.codeMaxAttempts; i++) {
      expect(await status(api.verifyRegister({ email: 'guess@example.com', code: wrong }, { silent: true }))).toBe(400);
    }
    expect(await status(api.verifyRegister({ email: 'guess@example.com', code }, { silent: true }))).toBe(400);

    await api.sendVerifyCode({ email: 'guess@example.com', purpose: 'register' });
    const fresh = await server.lastCode('guess@example.com');
    await server.services.db.updateTable('verification_codes').set({ expires_at: Date.now() - 1 }).where('consumed_at', 'is', null).execute();
    expect(await status(api.verifyRegister({ email: 'guess@example.com', code: fresh }, { silent: true }))).toBe(400);

    await api.sendVerifyCode({ email: 'guess@example.com', purpose: 'register' });
    const last = await server.lastCode('guess@example.com');
    await api.verifyRegister({ email: 'guess@example.com', code: last });
    expect(await status(api.verifyRegister({ email: 'guess@example.com', code: last }, { silent: true }))).toBe(409);
  });

  it("one account's code does not verify another", async () => {
    const api = createApiClient(server.shopper().transport());
    await api.register({ email: 'anna@example.com', password, captchaToken: await captcha() });
    await api.register({ email: 'ben@example.com', password, captchaToken: await captcha() });
    const annasCode = await server.lastCode('anna@example.com');
    const bensCode = await server.lastCode('ben@example.com');
    if (annasCode !== bensCode) expect(await status(api.verifyRegister({ email: 'ben@example.com', code: annasCode }, { silent: true }))).toBe(400);
  });
});

describe('login and logout', () => {
  it('logs in with the right password only, and not before verification', async () => {
    await server.verifiedShopper('login@example.com');
    const api = createApiClient(server.shopper().transport());
    expect(await status(api.login({ email: 'login@example.com', password: 'wrong password' }, { silent: true }))).toBe(401);
    expect(await status(api.login({ email: 'nobody@example.com', password }, { silent: true }))).toBe(401);
    expect((await api.login({ email: 'LOGIN@example.com', password })).email).toBe('login@example.com');
    await api.register({ email: 'pending@example.com', password, captchaToken: await captcha() });
    expect(await status(api.login({ email: 'pending@example.com', password }, { silent: true }))).toBe(403);
  });

  it('logout ends the session: user info is 403 and the readable cookie is cleared', async () => {
    const shopper = await server.verifiedShopper('logout@example.com');
    const api = createApiClient(shopper.transport());
    const oldCookie = shopper.cookies.get(constants.cookies.session.name)!;
    await api.logoutAction();
    expect(shopper.cookies.has(constants.cookies.userInfo.name)).toBe(false);
    shopper.cookies.set(constants.cookies.session.name, oldCookie);
    shopper.cookies.set(constants.cookies.userInfo.name, 'stale');
    const answer = await shopper.call('Sig.Front.User.AppUserSetting.GetUserInfo');
    expect(answer.status).toBe(403);
    expect(shopper.cookies.has(constants.cookies.userInfo.name)).toBe(false);
  });

  it('logging in replaces the session id', async () => {
    const shopper = server.shopper();
    const api = createApiClient(shopper.transport());
    await server.verifiedShopper('fixation@example.com');
    await api.getToken();
    const anonymous = shopper.cookies.get(constants.cookies.session.name);
    await api.login({ email: 'fixation@example.com', password });
    expect(shopper.cookies.get(constants.cookies.session.name)).not.toBe(anonymous);
  });
});

describe('rate limits', () => {
  it('limits login attempts per account, whatever the address', async () => {
    await server.verifiedShopper('limited@example.com');
    const { max } = constants.rateLimits.login.account;
    for (let i = 0; i < max; i++) {
      // Past constants.accounts.captchaAfterFailures the captcha is needed too; it is given, so only the limit counts.
      expect((await server.shopper().call('Sig.Front.AppApi.Login', { email: 'limited@example.com', password: 'wrong password', captchaToken: await captcha() })).status).toBe(401);
    }
    const answer = await server.shopper().call('Sig.Front.AppApi.Login', { email: 'limited@example.com', password, captchaToken: await captcha() });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits login attempts per address, whatever the account', async () => {
    const shopper = server.shopper();
    const { max } = constants.rateLimits.login.ip;
    for (let i = 0; i < max; i++) {
      expect((await shopper.call('Sig.Front.AppApi.Login', { email: `someone${i}@example.com`, password })).status).toBe(401);
    }
    expect((await shopper.call('Sig.Front.AppApi.Login', { email: 'someone-else@example.com', password })).status).toBe(429);
  });

  it('limits code requests per account', async () => {
    const { max } = constants.rateLimits.code.account;
    for (let i = 0; i < max; i++) {
      expect((await server.shopper().call('Sig.Front.AppApi.ForgetPassword', { email: 'flood@example.com', captchaToken: await captcha() })).status).toBe(200);
    }
    expect((await server.shopper().call('Sig.Front.AppApi.ForgetPassword', { email: 'flood@example.com', captchaToken: await captcha() })).status).toBe(429);
  });
});
