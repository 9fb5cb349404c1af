// Registration, verification, login, logout and the session cookies, through the storefront's own
// transport where a real client would call, raw where a test needs to send what it would not.
import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { ApiError } from '../../src/lib/api/transport';
import { handlers } from '../handlers';
import type { Database } from '../db/types';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const password = 'correct horse 1';
const captcha = () => server.shopper().captchaToken();
/** The database, except that its first transaction is preceded by another's: a verified account for this email. */
function interloper(db: Kysely<Database>, email: string): Kysely<Database> {
  let first = true;
  return new Proxy(db, {
    get(target, key) {
      if (key !== 'transaction' || !first) {
        // Bound, as Kysely's methods read private fields that a proxy as `this` would not have.
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      first = false;
      return () => ({
        execute: async <T>(work: (trx: Transaction<Database>) => Promise<T>) => {
          const now = Date.now();
          await target.insertInto('users').values({ email, password_hash: '', nickname: 'first', language: 'en', verified_at: now, signup_from: null, source: null, created_at: now, updated_at: now }).execute();
          return target.transaction().execute(work);
        },
      });
    },
  });
}

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

  it('answers a verified email exactly as a new one, changes nothing in its account and mails its owner', async () => {
    const owner = await server.verifiedShopper('taken@example.com');
    await createApiClient(owner.transport()).bindLanguage({ language: 'ja' });
    const db = server.services.db;
    const account = () => db.selectFrom('users').selectAll().where('email', '=', 'taken@example.com').executeTakeFirstOrThrow();
    const accountBefore = await account();
    // Everything but the attempt counters, the spent captcha tokens and the outbox: the one mail is checked below.
    const rest = async () => (await fingerprint(db)).split('\n').filter((line) => !/^(rate_limits|used_widget_tokens|mail_outbox):/.test(line)).join('\n');
    const before = await rest();
    const lastMail = await db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();

    const stranger = server.shopper();
    const register = async (email: string) => {
      const answer = await stranger.call('Sig.Front.AppApi.Register', { email, password: 'a stranger pass 3', nickname: 'Mallory', captchaToken: await stranger.captchaToken() }, { language: 'de' });
      return { status: answer.status, body: JSON.stringify(answer.body).replace(email.toLowerCase(), '<email>') };
    };
    const taken = await register('TAKEN@example.com');
    expect(await rest()).toBe(before);
    expect(taken).toEqual(await register('not-yet-taken@example.com'));
    expect(taken.status).toBe(200);

    expect(await account()).toEqual(accountBefore);
    const mails = await db.selectFrom('mail_outbox').selectAll().where('id', '>', lastMail.id).where('recipient', '=', 'taken@example.com').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('このメールアドレスはすでに登録されています');
    expect(mails[0]!.body).toContain('/ja/login?email=taken%40example.com');
    expect(mails[0]!.body).not.toMatch(/\b\d{6}\b/);
    // The stranger's password does not open the account; the owner's still does.
    const api = createApiClient(server.shopper().transport());
    expect(await status(api.login({ email: 'taken@example.com', password: 'a stranger pass 3' }, { silent: true }))).toBe(401);
    expect((await api.login({ email: 'taken@example.com', password })).nickname).toBe('taken');
  });

  it('answers alike when the account is made by someone else between the look-up and the insert', async () => {
    // A social sign-in makes a verified account for the address just after Register looked it up: the
    // registration's insert then hits the unique email, which must not show either.
    const racing = await startTestServer({}, {
      ...handlers,
      'Sig.Front.AppApi.Register': (ctx) => {
        const db = interloper(ctx.db, ctx.params.email);
        return handlers['Sig.Front.AppApi.Register'](new Proxy(ctx, { get: (target, key) => (key === 'db' ? db : Reflect.get(target, key)) }));
      },
    });
    try {
      const shopper = racing.shopper();
      const answer = await shopper.call('Sig.Front.AppApi.Register', { email: 'racing@example.com', password, captchaToken: await shopper.captchaToken() });
      expect([answer.status, answer.body.data]).toEqual([200, { email: 'racing@example.com', expiresInSeconds: constants.accounts.codeTtlMinutes * 60 }]);
      const account = await racing.services.db.selectFrom('users').select(['password_hash', 'nickname']).where('email', '=', 'racing@example.com').executeTakeFirstOrThrow();
      expect(account).toEqual({ password_hash: '', nickname: 'first' });
      expect(await racing.services.db.selectFrom('mail_outbox').select('subject').where('recipient', '=', 'racing@example.com').execute()).toEqual([{ subject: 'Your email address already has an account' }]);
    } finally {
      await racing.close();
    }
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
    expect(await status(api.verifyRegister({ email: 'guess@example.com', code: last }, { silent: true }))).toBe(400);
  });

  it('answers a verified email as an unknown one, whatever the code', async () => {
    await server.verifiedShopper('verified@example.com');
    const shopper = server.shopper();
    const verify = async (email: string) => {
      const answer = await shopper.call('Sig.Front.AppApi.VerifyRegister', { email, code: '123456' });
      return [answer.status, answer.body];
    };
    expect(await verify('verified@example.com')).toEqual(await verify('never-registered@example.com'));
    expect((await verify('verified@example.com'))[0]).toBe(400);
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
  it("strangers' wrong passwords never keep the owner out: a solved captcha and the right password get in", () => server.atOneMoment(async () => {
    await server.verifiedShopper('targeted@example.com');
    const login = async (shopper: Shopper, params: { password: string; captcha?: boolean }) =>
      (await shopper.call('Sig.Front.AppApi.Login', { email: 'targeted@example.com', password: params.password, captchaToken: params.captcha ? await shopper.captchaToken() : undefined })).status;
    // Past the account's limit, from other addresses, each guess with a solved captcha where one is asked.
    const { max } = constants.rateLimits.login.account;
    for (let i = 0; i < max + 2; i++) expect(await login(server.shopper(), { password: 'wrong password', captcha: i >= constants.accounts.captchaAfterFailures })).toBe(401);
    const owner = server.shopper();
    expect(await login(owner, { password })).toBe(400);
    expect(await login(owner, { password, captcha: true })).toBe(200);
    // Someone is guessing: the owner's login does not hand them fresh guesses without the captcha.
    expect(await login(server.shopper(), { password: 'wrong password' })).toBe(400);
    expect(await login(server.shopper(), { password, captcha: true })).toBe(200);
  }));

  it('does not count right passwords: shoppers behind one address log in as often as they like', () => server.atOneMoment(async () => {
    await server.verifiedShopper('office-a@example.com');
    await server.verifiedShopper('office-b@example.com');
    const office = server.shopper();
    const { max } = constants.rateLimits.login.ip;
    for (let i = 0; i <= max; i++) {
      expect((await office.call('Sig.Front.AppApi.Login', { email: i % 2 ? 'office-a@example.com' : 'office-b@example.com', password })).status).toBe(200);
    }
  }));

  it('limits failed logins per address, whatever the account', () => server.atOneMoment(async () => {
    const shopper = server.shopper();
    await server.verifiedShopper('behind@example.com', password, shopper.ip);
    expect((await shopper.call('Sig.Front.AppApi.Login', { email: 'behind@example.com', password })).status).toBe(200);
    const { max } = constants.rateLimits.login.ip;
    for (let i = 0; i < max; i++) {
      expect((await shopper.call('Sig.Front.AppApi.Login', { email: `someone${i}@example.com`, password })).status).toBe(401);
    }
    const answer = await shopper.call('Sig.Front.AppApi.Login', { email: 'behind@example.com', password });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  }));

  it('limits code requests per account', () => server.atOneMoment(async () => {
    const { max } = constants.rateLimits.code.account;
    for (let i = 0; i < max; i++) {
      expect((await server.shopper().call('Sig.Front.AppApi.ForgetPassword', { email: 'flood@example.com', captchaToken: await captcha() })).status).toBe(200);
    }
    expect((await server.shopper().call('Sig.Front.AppApi.ForgetPassword', { email: 'flood@example.com', captchaToken: await captcha() })).status).toBe(429);
  }));
});
