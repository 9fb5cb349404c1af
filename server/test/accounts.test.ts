// Registration, verification, login, logout and the session cookies, through the storefront's own
// transport where a real client would call, raw where a test needs to send what it would not.
import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { ApiError } from '../../src/lib/api/transport';
import { cookieMaxAgeSeconds } from '../../src/lib/cookie-lifetime';
import { sweep } from '../accounts/sweep';
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
    // As long as the device and language cookies the storefront writes (src/lib/cookie-lifetime.ts).
    expect(info).toContain(`Max-Age=${cookieMaxAgeSeconds('device')}`);
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
        // Methods bound to the real context: they keep its cookie changes in private fields.
        const value = (target: typeof ctx, key: string | symbol): unknown => {
          const found: unknown = Reflect.get(target, key);
          return typeof found === 'function' ? found.bind(target) : found;
        };
        return handlers['Sig.Front.AppApi.Register'](new Proxy(ctx, { get: (target, key) => (key === 'db' ? db : value(target, key)) }));
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
    // Each with a solved captcha, which the email's wrong codes soon ask for: the code's own limit is tested here.
    const verifyAs = async (given: string) => status(api.verifyRegister({ email: 'guess@example.com', code: given, captchaToken: await captcha() }, { silent: true }));
    for (let i = 0; i < constants.accounts.codeMaxAttempts; i++) expect(await verifyAs(wrong)).toBe(400);
    expect(await verifyAs(code)).toBe(400);

    await api.sendVerifyCode({ email: 'guess@example.com', purpose: 'register' });
    const fresh = await server.lastCode('guess@example.com');
    await server.services.db.updateTable('verification_codes').set({ expires_at: Date.now() - 1 }).where('consumed_at', 'is', null).execute();
    expect(await verifyAs(fresh)).toBe(400);

    await api.sendVerifyCode({ email: 'guess@example.com', purpose: 'register' });
    const last = await server.lastCode('guess@example.com');
    expect(await verifyAs(last)).toBe(200);
    expect(await verifyAs(last)).toBe(400);
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

describe('sign-up attempts: a code finishes only the registration it was mailed for, in the browser that started it', () => {
  const signupCookie = constants.cookies.signup.name;
  const ownerPassword = 'the owners pass 1';
  const strangerPassword = 'a stranger pass 3';
  const register = async (shopper: Shopper, email: string, chosen: string) =>
    createApiClient(shopper.transport()).register({ email, password: chosen, captchaToken: await shopper.captchaToken() });
  const verify = async (shopper: Shopper, email: string, code: string) => {
    const answer = await shopper.call('Sig.Front.AppApi.VerifyRegister', { email, code });
    return { status: answer.status, body: answer.body };
  };
  /** What a wrong code gets from this browser: the answer every refused code must look like. */
  const wrongCode = (shopper: Shopper, email: string, right: string) => verify(shopper, email, right === '000000' ? '111111' : '000000');
  const loginStatus = async (email: string, chosen: string) => (await server.shopper().call('Sig.Front.AppApi.Login', { email, password: chosen })).status;
  const codeMailsTo = async (email: string) => (await server.services.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).length;

  it("a stranger registering a pending email again: the owner's newest mailed code gives the stranger nothing, and the owner's own attempt finishes with its own password", async () => {
    const email = 'prehijack@example.com';
    const owner = server.shopper();
    await register(owner, email, ownerPassword);
    const ownersCode = await server.lastCode(email);
    const stranger = server.shopper();
    await register(stranger, email, strangerPassword);
    const newest = await server.lastCode(email);
    if (newest !== ownersCode) {
      // The owner types the code of the mail just received, into their own browser: refused like a wrong code.
      const refused = await verify(owner, email, newest);
      expect(refused).toEqual(await wrongCode(owner, email, newest));
      expect(refused.status).toBe(400);
    }
    expect(await loginStatus(email, strangerPassword)).toBe(401);
    // The owner's own code still finishes the owner's attempt, with the owner's password.
    expect((await verify(owner, email, ownersCode)).status).toBe(200);
    expect(await loginStatus(email, ownerPassword)).toBe(200);
    expect(await loginStatus(email, strangerPassword)).toBe(401);
    // The stranger's attempt died with the verification: even its own code does nothing now.
    expect((await verify(stranger, email, newest)).status).toBe(400);
    expect(await loginStatus(email, strangerPassword)).toBe(401);
  });

  it('a stranger who registered the email first cannot log in once the owner has registered and verified', async () => {
    const email = 'first-stranger@example.com';
    const stranger = server.shopper();
    await register(stranger, email, strangerPassword);
    const strangersCode = await server.lastCode(email);
    const owner = server.shopper();
    await register(owner, email, ownerPassword);
    expect((await verify(owner, email, await server.lastCode(email))).status).toBe(200);
    expect(await loginStatus(email, strangerPassword)).toBe(401);
    expect(await loginStatus(email, ownerPassword)).toBe(200);
    expect((await verify(stranger, email, strangersCode)).status).toBe(400);
    const account = await server.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(await server.services.db.selectFrom('signup_attempts').select('id').where('user_id', '=', account.id).execute()).toEqual([]);
  });

  it("a code entered without its attempt's cookie is answered like a wrong code, and the attempt can still finish", async () => {
    const email = 'no-cookie@example.com';
    const registering = server.shopper();
    await register(registering, email, ownerPassword);
    const code = await server.lastCode(email);
    const elsewhere = server.shopper();
    const refused = await verify(elsewhere, email, code);
    expect(refused.status).toBe(400);
    expect(refused).toEqual(await wrongCode(elsewhere, email, code));
    // The same browser with its attempt's cookie gone (another browser's cookie would do no better).
    const secret = registering.cookies.get(signupCookie)!;
    registering.cookies.delete(signupCookie);
    expect(await verify(registering, email, code)).toEqual(refused);
    expect((await registering.call('Sig.Front.AppApi.CheckVerifyCode', { email, code, purpose: 'register' })).status).toBe(400);
    registering.cookies.set(signupCookie, secret);
    // Past the email's few wrong codes, the right one needs a solved captcha too.
    expect((await registering.call('Sig.Front.AppApi.CheckVerifyCode', { email, code, purpose: 'register', captchaToken: await registering.captchaToken() })).status).toBe(200);
    expect((await verify(registering, email, code)).status).toBe(200);
    expect(registering.cookies.has(signupCookie)).toBe(false);
  });

  it("the owner can still finish after a stranger's attempts and the stranger's requests for new codes", () => server.atOneMoment(async () => {
    const email = 'pestered@example.com';
    const owner = server.shopper();
    await register(owner, email, ownerPassword);
    const ownersCode = await server.lastCode(email);
    // Registrations up to the address's limit, each with its captcha, and as many new codes as each attempt may ask.
    const stranger = server.shopper();
    for (let i = 1; i < constants.rateLimits.code.account.max; i++) {
      await register(stranger, email, strangerPassword);
      for (let j = 0; j < constants.rateLimits.code.attempt.max; j++) {
        expect((await stranger.call('Sig.Front.AppApi.SendVerifyCode', { email, purpose: 'register' })).status).toBe(200);
      }
      expect((await stranger.call('Sig.Front.AppApi.SendVerifyCode', { email, purpose: 'register' })).status).toBe(429);
    }
    // Someone asking without any attempt of theirs, past every per-account count.
    for (let i = 0; i <= constants.rateLimits.code.account.max; i++) {
      expect((await server.shopper().call('Sig.Front.AppApi.SendVerifyCode', { email, purpose: 'register' })).status).toBe(200);
    }
    // The owner's first code still works, and so does asking for a new one (which replaces it).
    expect((await owner.call('Sig.Front.AppApi.CheckVerifyCode', { email, code: ownersCode, purpose: 'register' })).status).toBe(200);
    expect((await owner.call('Sig.Front.AppApi.SendVerifyCode', { email, purpose: 'register' })).status).toBe(200);
    const fresh = await server.lastCode(email);
    if (fresh !== ownersCode) expect((await owner.call('Sig.Front.AppApi.CheckVerifyCode', { email, code: ownersCode, purpose: 'register' })).status).toBe(400);
    expect((await verify(owner, email, fresh)).status).toBe(200);
    expect(await loginStatus(email, ownerPassword)).toBe(200);
    expect(await loginStatus(email, strangerPassword)).toBe(401);
  }));

  it("a stranger's registrations of an email, each with a solved captcha and past what one email once allowed, never keep its owner from registering", () => server.atOneMoment(async () => {
    const email = 'registered-often@example.com';
    for (let i = 0; i <= constants.rateLimits.code.account.max; i++) await register(server.shopper(), email, strangerPassword);
    const owner = server.shopper();
    await register(owner, email, ownerPassword);
    expect((await verify(owner, email, await server.lastCode(email))).status).toBe(200);
    expect(await loginStatus(email, ownerPassword)).toBe(200);
  }));

  it("strangers' wrong codes never lock a registration: past a few each try needs a solved captcha, and the owner's right code with one gets through", () => server.atOneMoment(async () => {
    const email = 'guessed-signup@example.com';
    const owner = server.shopper();
    await register(owner, email, ownerPassword);
    const ownersCode = await server.lastCode(email);
    const guesser = server.shopper();
    await register(guesser, email, strangerPassword);
    const guess = await server.lastCode(email) === '000000' ? '111111' : '000000';
    for (let i = 0; i < constants.rateLimits.code.failures.max + 2; i++) {
      const from = i % 2 ? guesser : server.shopper();
      const token = i >= constants.accounts.captchaAfterFailures ? await from.captchaToken() : undefined;
      expect((await from.call('Sig.Front.AppApi.VerifyRegister', { email, code: guess, captchaToken: token })).status).toBe(400);
    }
    const without = await verify(owner, email, ownersCode);
    expect([without.status, without.body.field]).toEqual([400, 'captchaToken']);
    const answer = await owner.call('Sig.Front.AppApi.VerifyRegister', { email, code: ownersCode, captchaToken: await owner.captchaToken() });
    expect(answer.status).toBe(200);
    expect(await loginStatus(email, ownerPassword)).toBe(200);
  }));

  it('reset codes asked for an address, which needs no captcha, never keep its owner from registering', () => server.atOneMoment(async () => {
    const email = 'reset-flooded@example.com';
    const { max } = constants.rateLimits.code.account;
    for (let i = 0; i <= max; i++) expect((await server.shopper().call('Sig.Front.AppApi.SendVerifyCode', { email, purpose: 'reset' })).status).toBe(200);
    const owner = server.shopper();
    await register(owner, email, ownerPassword);
    expect((await verify(owner, email, await server.lastCode(email))).status).toBe(200);
  }));

  it('a new code asked for without an attempt is answered as any other and mails nothing', async () => {
    const email = 'resend-pending@example.com';
    await register(server.shopper(), email, ownerPassword);
    const mailed = await codeMailsTo(email);
    const visitor = server.shopper();
    const ask = async (address: string) => {
      const answer = await visitor.call('Sig.Front.AppApi.SendVerifyCode', { email: address, purpose: 'register' });
      return { status: answer.status, body: JSON.stringify(answer.body).replace(address, '<email>'), cookies: answer.headers.getSetCookie() };
    };
    const pending = await ask(email);
    expect(pending).toEqual(await ask('resend-nobody@example.com'));
    expect(pending.status).toBe(200);
    expect(await codeMailsTo(email)).toBe(mailed);
  });

  it('an attempt past its time finishes nothing, and the sweep removes it with its codes', async () => {
    const email = 'late@example.com';
    const shopper = server.shopper();
    await register(shopper, email, ownerPassword);
    const attemptEnds = Date.now() + constants.cookies.signup.maxAgeDays * 86_400_000;
    // A code asked for just before the attempt ends, still within its own ten minutes when the attempt has ended.
    await server.atOneMoment(() => shopper.call('Sig.Front.AppApi.SendVerifyCode', { email, purpose: 'register' }), attemptEnds - 1000);
    const code = await server.lastCode(email);
    expect((await server.atOneMoment(() => verify(shopper, email, code), attemptEnds + 1000)).status).toBe(400);
    const db = server.services.db;
    const { id } = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const left = async () => [(await db.selectFrom('signup_attempts').select('id').where('user_id', '=', id).execute()).length, (await db.selectFrom('verification_codes').select('id').where('user_id', '=', id).execute()).length];
    expect(await left()).toEqual([1, 2]);
    await sweep(db, attemptEnds);
    expect(await left()).toEqual([0, 0]);
  });

  it('hands the attempt to the browser in an httpOnly SameSite cookie, alike for a new and a taken email', async () => {
    await server.verifiedShopper('cookie-taken@example.com');
    const registerAs = async (email: string) => {
      const shopper = server.shopper();
      const answer = await shopper.call('Sig.Front.AppApi.Register', { email, password: ownerPassword, captchaToken: await shopper.captchaToken() });
      return answer.headers.getSetCookie().filter((line) => line.startsWith(`${signupCookie}=`)).map((line) => line.replace(/^[^;]*;/, ''));
    };
    const fresh = await registerAs('cookie-new@example.com');
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatch(/HttpOnly/i);
    expect(fresh[0]).toMatch(/SameSite=Lax/i);
    expect(fresh[0]).toMatch(/Path=\//i);
    expect(fresh[0]).toContain(`Max-Age=${constants.cookies.signup.maxAgeDays * 86_400}`);
    expect(await registerAs('cookie-taken@example.com')).toEqual(fresh);
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
});
