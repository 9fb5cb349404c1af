// Who may keep each answer of the API (server/http/cache-control.ts), for every operation of the generated
// table: one the spec declares public (`cache`) answers `public, max-age=<its seconds>` on success, the same
// to a visitor as to a logged-in shopper and without a cookie; every other one (the shopper's wallet,
// addresses, home info and the rest) and every refusal or fault of any operation is `private, no-store`, so
// nothing between the shopper and the server keeps it. Pages, pictures and files: security-headers.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationDef, operations } from '../../generated/api/operations';
import { constants } from '../../generated/constants';
import { jsonSchemaOf, plainOf } from '../../tests/attack/arbitraries';
import { handlers } from '../handlers';
import type { HandlerMap } from '../handlers/types';
import { type TestServer, startTestServer } from './harness';
import type { RawAnswer, Shopper } from './shopper';

const noStore = 'private, no-store';
const kept = (op: OperationDef) => `public, max-age=${op.cache}`;
const password = 'correct horse 1';
const emails = { member: 'cache-member@example.com', staff: 'cache-staff@example.com' } as const;

let server: TestServer;
let member: Shopper;
let staff: Shopper;
/** Params for the operations whose plain params (valid by schema) name nothing that exists. */
const existing: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  server = await startTestServer();
  member = await server.verifiedShopper(emails.member);
  staff = await server.staffMember(emails.staff);
  const { db } = server.services;
  const reviewed = await db
    .selectFrom('goods_reviews')
    .innerJoin('goods', 'goods.id', 'goods_reviews.goods_id')
    .select('goods.external_id')
    .orderBy('goods.id')
    .executeTakeFirstOrThrow();
  const branches = await db
    .selectFrom('goods')
    .select('product_key')
    .where('site', '=', 'lashinbang')
    .groupBy('product_key')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .executeTakeFirstOrThrow();
  const stocked = await db.selectFrom('goods').select('external_id').where('site', '=', 'lashinbang').where('product_key', '=', branches.product_key).executeTakeFirstOrThrow();
  existing['Sig.Front.SubSite.AppRakuten.Comments'] = { id: reviewed.external_id };
  existing['Sig.Front.SubSite.AppLashinbang.SameList'] = { id: stocked.external_id };
  const articles = await server.shopper().call('Sig.Front.Content.List', { kind: 'article' });
  existing['Sig.Front.Content.Get'] = { kind: 'article', key: String((articles.body.data as { items: { id: number }[] }).items[0]!.id) };
});
afterAll(() => server?.close());

/** The shopper, logged in again if an earlier call ended the session (logout, a login attempt). */
async function loggedIn(who: keyof typeof emails): Promise<Shopper> {
  const shopper = who === 'member' ? member : staff;
  if ((await shopper.call('Sig.Front.User.AppUserSetting.GetUserInfo')).status !== 200) {
    expect((await shopper.call('Sig.Front.AppApi.Login', { email: emails[who], password })).status, 'logs in again').toBe(200);
  }
  return shopper;
}

const callerOf = (op: OperationDef) =>
  op.auth === 'staff' ? loggedIn('staff') : op.auth === 'none' ? Promise.resolve(server.shopper()) : loggedIn('member');
const paramsOf = (op: OperationDef) => existing[op.name] ?? (plainOf(jsonSchemaOf(op.params)) as Record<string, unknown>);
const describeAnswer = (answer: RawAnswer) => `${answer.status} ${answer.body.msg ?? ''}`;

describe('every operation, called as its callers call it', () => {
  const all = Object.values(operations) as OperationDef[];
  it('declares some answers public, for the checks below to mean something', () => {
    expect(all.filter((op) => op.cache !== undefined).length).toBeGreaterThan(0);
  });

  it.each(all.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const params = paramsOf(op);
    const answer = await (await callerOf(op)).call(op.name, params);
    if (op.cache === undefined) {
      expect(answer.headers.get('cache-control'), describeAnswer(answer)).toBe(noStore);
      return;
    }
    expect(answer.status, describeAnswer(answer)).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(kept(op));
    expect(answer.headers.get('set-cookie')).toBeNull();
    // Nothing of the caller in it: a logged-in shopper gets the very same answer, as kept.
    const asMember = await (await loggedIn('member')).call(op.name, params);
    expect(asMember.headers.get('cache-control')).toBe(kept(op));
    expect(asMember.headers.get('set-cookie')).toBeNull();
    expect(asMember.body).toEqual(answer.body);
  });
});

describe('personal answers', () => {
  it('the wallet, the user info, the addresses, the search history and the home info (with the cart count) are kept by no one', async () => {
    const shopper = await loggedIn('member');
    for (const name of [
      'Sig.Front.User.AppWallet.Summary', 'Sig.Front.User.AppUserSetting.GetUserInfo', 'Sig.Front.User.AppAddress.List',
      'Sig.Front.User.AppSearch.History', 'Sig.Front.Front.GlobalHomeInfo',
    ]) {
      for (const shape of ['query', 'api'] as const) {
        const answer = await shopper.call(name, {}, { shape });
        expect(answer.status, `${name}: ${describeAnswer(answer)}`).toBe(200);
        expect(answer.headers.get('cache-control'), name).toBe(noStore);
      }
    }
    // A visitor's home info holds the device's recent views.
    expect((await server.shopper().call('Sig.Front.Front.GlobalHomeInfo')).headers.get('cache-control')).toBe(noStore);
  });

  it('a kept answer never extends the session: no cookie on it, even when the extension is due', async () => {
    const shopper = await loggedIn('member');
    const userId = (await server.services.db.selectFrom('users').select('id').where('email', '=', emails.member).executeTakeFirstOrThrow()).id;
    const due = () => server.services.db.updateTable('sessions').set({ expires_at: Date.now() + 60_000 }).where('user_id', '=', userId).execute();
    await due();
    const config = await shopper.call('Sig.Front.Front.Config');
    expect(config.headers.get('cache-control')).toBe(kept(operations['Sig.Front.Front.Config']));
    expect(config.headers.get('set-cookie')).toBeNull();
    // The same session on a personal call is extended, with its cookie: the case above was due.
    const info = await shopper.call('Sig.Front.User.AppUserSetting.GetUserInfo');
    expect(info.headers.get('set-cookie')).toContain(`${constants.cookies.session.name}=`);
    expect(info.headers.get('cache-control')).toBe(noStore);
  });
});

describe('beside Cache-Control: Vary, compression, validators', () => {
  const config = operations['Sig.Front.Front.Config'];
  const call = (query: string, headers: Record<string, string> = {}) => fetch(`${server.url}/api/${config.name}?${query}`, { headers });

  it('varies by Accept-Language when its language came from that header, not when the address names it', async () => {
    const fromHeader = await call('from=INTERNATIONAL', { 'Accept-Language': 'ja' });
    expect(fromHeader.headers.get('cache-control')).toBe(kept(config));
    expect(fromHeader.headers.get('vary')).toMatch(/\bAccept-Language\b/);
    const named = await call('from=INTERNATIONAL&language=ja', { 'Accept-Language': 'de' });
    expect(named.headers.get('cache-control')).toBe(kept(config));
    expect(named.headers.get('vary') ?? '').not.toMatch(/Accept-Language/);
    expect(await named.json()).toEqual(await fromHeader.json());
  });

  it('compressed, keeps what says who may keep it, public or not, and carries no validator', async () => {
    const shopper = await loggedIn('member');
    const tree = operations['Sig.Front.SubSite.AppMercari.MercariCat'];
    for (const [name, expected] of [[tree.name, kept(tree)], ['Sig.Front.Front.GlobalHomeInfo', noStore]] as const) {
      const response = await shopper.fetch(`${server.url}/api/${name}?language=en`, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.headers.get('content-encoding'), name).toBe('br');
      expect(response.headers.get('cache-control'), name).toBe(expected);
      expect(response.headers.get('vary'), name).toMatch(/\bAccept-Encoding\b/);
      expect([response.headers.get('etag'), response.headers.get('last-modified')], name).toEqual([null, null]);
      await response.arrayBuffer();
    }
  });
});

describe('refusals of any operation, public ones included', () => {
  const site = operations['Sig.Front.SubSite.App.Categories'];
  const sameList = operations['Sig.Front.SubSite.AppLashinbang.SameList'];
  const cases: [string, number, () => Promise<RawAnswer>][] = [
    ['an invalid param of a public operation (400)', 400, () => server.shopper().call(site.name, { site: 'nowhere' })],
    ['a body that is not JSON (400)', 400, () => server.shopper().call('Sig.Front.AppApi.Login', {}, { rawBody: '{' })],
    ['a call that needs login (403)', 403, () => server.shopper().call('Sig.Front.User.AppWallet.Summary')],
    ['a console call by a shopper (404)', 404, async () => (await loggedIn('member')).call('Sig.Ops.Queues')],
    ['an unknown operation (404)', 404, () => server.shopper().call('Sig.Nothing.Here', {}, { method: 'GET' })],
    ['a public operation that finds nothing (404)', 404, () => server.shopper().call(sameList.name, { id: 'nope' })],
    ['a public operation with the wrong method (405)', 405, () => server.shopper().call(site.name, { site: 'mercari' }, { method: 'POST' })],
    ['a body over the limit (413)', 413, () => server.shopper().call('Sig.Front.AppApi.Login', {}, { rawBody: `"${'x'.repeat(constants.server.bodyLimitBytes)}"` })],
    ['a body that is not application/json (415)', 415, () => server.shopper().call('Sig.Front.AppApi.Login', {}, { rawBody: '{}', contentType: 'text/plain' })],
  ];
  it.each(cases)('%s', async (_what, status, call) => {
    const answer = await call();
    expect(answer.status, describeAnswer(answer)).toBe(status);
    expect(answer.headers.get('cache-control')).toBe(noStore);
  });

  it('too many attempts (429)', async () => {
    const visitor = server.shopper();
    let answer: RawAnswer | undefined;
    // Code requests are limited per address; logins no longer refuse an account, only ask for a captcha.
    for (let attempt = 0; attempt <= constants.rateLimits.code.ip.max; attempt++) {
      answer = await visitor.call('Sig.Front.AppApi.SendVerifyCode', { email: 'cache-limited@example.com', purpose: 'reset' });
    }
    expect(answer!.status, describeAnswer(answer!)).toBe(429);
    expect(answer!.headers.get('cache-control')).toBe(noStore);
  });
});

describe('faults of public operations', () => {
  let faulty: TestServer;
  beforeAll(async () => {
    const map: HandlerMap = {
      ...handlers,
      'Sig.Front.Front.Config': async () => {
        throw new Error('a fault for the test');
      },
      // A handler of a public operation that starts a session would set its cookie on an answer caches keep.
      'Sig.Front.Front.WidgetConfig': async (ctx) => {
        await ctx.ensureSession();
        return handlers['Sig.Front.Front.WidgetConfig'](ctx);
      },
    };
    faulty = await startTestServer({}, map);
  });
  afterAll(() => faulty?.close());

  it.each(['Sig.Front.Front.Config', 'Sig.Front.Front.WidgetConfig'])('%s: 500, kept by no one, no cookie', async (name) => {
    const answer = await faulty.shopper().call(name);
    expect(answer.status, describeAnswer(answer)).toBe(500);
    expect(answer.headers.get('cache-control')).toBe(noStore);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});
