// A password reset belongs to the browser that asked for it: its codes work only beside its cookie, a
// stranger's requests for the same email neither void the owner's code nor use up anything of the owner's,
// and every answer is the same whether or not the email has an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const password = 'correct horse 1';
const newPassword = 'brand new pass 3';
const resetCookie = constants.cookies.reset.name;
const { captchaAfterFailures } = constants.accounts;

const forget = async (shopper: Shopper, email: string) => (await shopper.call('Sig.Front.AppApi.ForgetPassword', { email, captchaToken: await shopper.captchaToken() })).status;
const resend = async (shopper: Shopper, email: string) => (await shopper.call('Sig.Front.AppApi.SendVerifyCode', { email, purpose: 'reset' })).status;
const check = async (shopper: Shopper, email: string, code: string, captcha = false) => {
  const answer = await shopper.call('Sig.Front.AppApi.CheckVerifyCode', { email, code, purpose: 'reset', captchaToken: captcha ? await shopper.captchaToken() : undefined });
  return { status: answer.status, body: answer.body };
};
const reset = async (shopper: Shopper, email: string, code: string) => {
  const answer = await shopper.call('Sig.Front.AppApi.ResetPassword', { email, code, password: newPassword });
  return { status: answer.status, body: answer.body };
};
/** A code that is not `right`. */
const wrong = (right: string) => (right === '000000' ? '111111' : '000000');
const loginStatus = async (email: string, chosen: string) => (await server.shopper().call('Sig.Front.AppApi.Login', { email, password: chosen })).status;
const mailsTo = async (email: string) => (await server.services.db.selectFrom('mail_outbox').select('id').where('recipient', '=', email).execute()).length;
const resetAttemptsOf = async (email: string) =>
  (await server.services.db.selectFrom('reset_attempts').innerJoin('users', 'users.id', 'reset_attempts.user_id').select('reset_attempts.id').where('users.email', '=', email).execute()).length;

describe("a stranger's reset requests never keep the owner from resetting", () => {
  it('many new codes asked for without a captcha neither void the owner’s code nor stop the owner asking for and using one', () => server.atOneMoment(async () => {
    const email = 'reset-resends@example.com';
    await server.verifiedShopper(email);
    const owner = server.shopper();
    expect(await forget(owner, email)).toBe(200);
    const ownersCode = await server.lastCode(email);
    const mailed = await mailsTo(email);
    // Past every count a single email once had, each from an address of its own.
    for (let i = 0; i <= constants.rateLimits.code.account.max + 1; i++) expect(await resend(server.shopper(), email)).toBe(200);
    expect(await mailsTo(email)).toBe(mailed);
    expect((await check(owner, email, ownersCode)).status).toBe(200);
    // The owner may still ask for a new code (which replaces the owner's own) and use it.
    expect(await resend(owner, email)).toBe(200);
    const fresh = await server.lastCode(email);
    if (fresh !== ownersCode) expect((await check(owner, email, ownersCode)).status).toBe(400);
    expect((await check(owner, email, fresh)).status).toBe(200);
    expect((await reset(owner, email, fresh)).status).toBe(200);
    expect(await loginStatus(email, newPassword)).toBe(200);
  }));

  it('many new resets with a solved captcha each neither void the owner’s code nor stop the owner starting another, and the owner’s reset ends them all', () => server.atOneMoment(async () => {
    const email = 'reset-captchas@example.com';
    await server.verifiedShopper(email);
    const owner = server.shopper();
    expect(await forget(owner, email)).toBe(200);
    const ownersCode = await server.lastCode(email);
    const strangers: Shopper[] = [];
    for (let i = 0; i <= constants.rateLimits.code.account.max + 1; i++) {
      const stranger = server.shopper();
      strangers.push(stranger);
      expect(await forget(stranger, email)).toBe(200);
    }
    // The newest mail is a stranger's code: typed by the owner, it is refused like a wrong code and resets nothing.
    const strangersCode = await server.lastCode(email);
    if (strangersCode !== ownersCode) {
      const refused = await check(owner, email, strangersCode);
      expect(refused.status).toBe(400);
      expect(refused).toEqual(await check(owner, email, wrong(strangersCode)));
    }
    expect((await check(owner, email, ownersCode)).status).toBe(200);
    // Another browser of the owner's starts a reset of its own as well, and that one finishes.
    const laptop = server.shopper();
    expect(await forget(laptop, email)).toBe(200);
    const laptopsCode = await server.lastCode(email);
    expect((await check(laptop, email, laptopsCode)).status).toBe(200);
    expect((await reset(laptop, email, laptopsCode)).status).toBe(200);
    expect(await loginStatus(email, newPassword)).toBe(200);
    // Every other reset of the account ended with it: the owner's first browser's too.
    expect(await resetAttemptsOf(email)).toBe(0);
    expect((await reset(owner, email, ownersCode)).status).toBe(400);
    expect(laptop.cookies.has(resetCookie)).toBe(false);
  }));

  it("strangers' wrong codes never lock: past a few each try needs a solved captcha, and the owner's right code with one gets through", () => server.atOneMoment(async () => {
    const email = 'reset-guessed@example.com';
    await server.verifiedShopper(email);
    const owner = server.shopper();
    expect(await forget(owner, email)).toBe(200);
    const ownersCode = await server.lastCode(email);
    // Guesses from strangers' own resets and from browsers without one, past the limit, solving the captcha where asked.
    const guesser = server.shopper();
    expect(await forget(guesser, email)).toBe(200);
    const guess = wrong(await server.lastCode(email));
    for (let i = 0; i < constants.rateLimits.code.failures.max + 2; i++) {
      const from = i % 2 ? guesser : server.shopper();
      expect((await check(from, email, guess, i >= captchaAfterFailures)).status).toBe(400);
    }
    const without = await check(owner, email, ownersCode);
    expect([without.status, without.body.field]).toEqual([400, 'captchaToken']);
    expect((await check(owner, email, ownersCode, true)).status).toBe(200);
    // Someone is guessing: the owner's success hands them no free guesses.
    expect((await check(server.shopper(), email, guess)).body.field).toBe('captchaToken');
    // The new password needs no captcha: the code was checked in this browser already.
    expect((await reset(owner, email, ownersCode)).status).toBe(200);
    expect(await loginStatus(email, newPassword)).toBe(200);
  }));

  it("a stranger's reset requests no longer use up the owner's email changes", () => server.atOneMoment(async () => {
    const email = 'reset-then-move@example.com';
    const owner = await server.verifiedShopper(email);
    for (let i = 0; i <= constants.rateLimits.code.account.max; i++) expect(await resend(server.shopper(), email)).toBe(200);
    expect((await owner.call('Sig.Front.User.AppUserSetting.RequestEmailChange', { newEmail: 'reset-moved@example.com', password })).status).toBe(200);
  }));
});

describe('a reset code works only beside its attempt’s cookie', () => {
  it('another browser, a stranger’s own reset or a missing cookie is answered as a wrong code, and the owner can still finish', () => server.atOneMoment(async () => {
    const email = 'reset-cookie@example.com';
    await server.verifiedShopper(email);
    const owner = server.shopper();
    expect(await forget(owner, email)).toBe(200);
    const code = await server.lastCode(email);
    const before = await server.services.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();

    // Each pair below stays under the failures that bring the captcha in; the owner's right code clears them.
    const elsewhere = server.shopper();
    const noCookie = await check(elsewhere, email, code);
    expect(noCookie.status).toBe(400);
    expect(noCookie).toEqual(await check(elsewhere, email, wrong(code)));
    expect((await check(owner, email, code)).status).toBe(200);

    const stranger = server.shopper();
    expect(await forget(stranger, email)).toBe(200);
    const strangerUsingOwners = await check(stranger, email, code);
    expect(strangerUsingOwners).toEqual(noCookie);
    expect(await reset(stranger, email, code)).toEqual(await reset(elsewhere, email, code));
    expect((await check(owner, email, code)).status).toBe(200);

    // The owner's own browser without its cookie (another browser's cookie would do no better).
    const secret = owner.cookies.get(resetCookie)!;
    owner.cookies.delete(resetCookie);
    expect(await check(owner, email, code)).toEqual(noCookie);
    const refusedReset = await reset(owner, email, code);
    expect(refusedReset.status).toBe(400);
    expect(refusedReset).toEqual(await reset(elsewhere, email, wrong(code)));
    const after = await server.services.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);

    owner.cookies.set(resetCookie, secret);
    expect((await check(owner, email, code)).status).toBe(200);
    expect((await reset(owner, email, code)).status).toBe(200);
    expect(owner.cookies.has(resetCookie)).toBe(false);
  }));

  it('a new password takes only a code checked first in this browser, so it is no second place to guess', async () => {
    const email = 'reset-unchecked@example.com';
    await server.verifiedShopper(email);
    const owner = server.shopper();
    expect(await forget(owner, email)).toBe(200);
    const code = await server.lastCode(email);
    expect(await reset(owner, email, code)).toEqual(await reset(owner, email, wrong(code)));
    expect(await loginStatus(email, password)).toBe(200);
    expect((await check(owner, email, code)).status).toBe(200);
    expect((await reset(owner, email, code)).status).toBe(200);
  });

  it('hands the reset to the browser in an httpOnly SameSite cookie, alike for an account and an unknown email', async () => {
    await server.verifiedShopper('reset-cookie-known@example.com');
    const cookieOf = async (email: string) => {
      const shopper = server.shopper();
      const answer = await shopper.call('Sig.Front.AppApi.ForgetPassword', { email, captchaToken: await shopper.captchaToken() });
      const cookies = answer.headers.getSetCookie().filter((line) => line.startsWith(`${resetCookie}=`)).map((line) => line.replace(/^[^;]*;/, ''));
      return { status: answer.status, body: JSON.stringify(answer.body).replace(email, '<email>'), cookies };
    };
    const known = await cookieOf('reset-cookie-known@example.com');
    expect(known.cookies).toHaveLength(1);
    expect(known.cookies[0]).toMatch(/HttpOnly/i);
    expect(known.cookies[0]).toMatch(/SameSite=Lax/i);
    expect(known.cookies[0]).toMatch(/Path=\//i);
    expect(known.cookies[0]).toContain(`Max-Age=${constants.cookies.reset.maxAgeDays * 86_400}`);
    expect(await cookieOf('reset-cookie-nobody@example.com')).toEqual(known);
  });
});

describe('new reset codes', () => {
  it('a resend without a reset of this browser is answered as any other and mails nothing', async () => {
    const email = 'reset-resend-none@example.com';
    await server.verifiedShopper(email);
    const mailed = await mailsTo(email);
    const visitor = server.shopper();
    const ask = async (address: string) => {
      const answer = await visitor.call('Sig.Front.AppApi.SendVerifyCode', { email: address, purpose: 'reset' });
      return { status: answer.status, body: JSON.stringify(answer.body).replace(address, '<email>'), cookies: answer.headers.getSetCookie() };
    };
    const known = await ask(email);
    expect(known).toEqual(await ask('reset-resend-nobody@example.com'));
    expect(known.status).toBe(200);
    // A reset of another email does not reach this one either.
    await server.verifiedShopper('reset-resend-other@example.com');
    expect(await forget(visitor, 'reset-resend-other@example.com')).toBe(200);
    expect(await ask(email)).toEqual(known);
    expect(await mailsTo(email)).toBe(mailed);
  });

  it('are counted per reset and per address, never per email', () => server.atOneMoment(async () => {
    const email = 'reset-counted@example.com';
    await server.verifiedShopper(email);
    const owner = server.shopper();
    expect(await forget(owner, email)).toBe(200);
    for (let i = 0; i < constants.rateLimits.code.attempt.max; i++) expect(await resend(owner, email)).toBe(200);
    expect(await resend(owner, email)).toBe(429);
    // A new reset (a solved captcha) may ask again.
    expect(await forget(owner, email)).toBe(200);
    expect(await resend(owner, email)).toBe(200);
    // One address's new resets, whatever their emails, up to its limit; another address is not held back.
    const busy = server.shopper();
    const { max } = constants.rateLimits.code.ip;
    for (let i = 0; i < max; i++) expect(await forget(busy, `reset-busy-${i}@example.com`)).toBe(200);
    expect(await forget(busy, email)).toBe(429);
    expect(await forget(server.shopper(), email)).toBe(200);
  }));
});
