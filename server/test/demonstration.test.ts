// Production and the test stand-ins over real HTTP: a demonstration (ALLOW_TEST_PROVIDERS=1) says so in its
// log, in the Config answer and on every page (the shell, its precompressed copy, the test gateway's own
// page; a server-rendered page in server/http/demonstration-notice.test.ts), in the page's language. A
// production with its own keys shows no notice, has no test route (each answers as any unknown address
// does) and no demo shopper; the sign-in dialog's route exists only where an edition has social sign-in;
// and main.ts refuses to start production on the stand-ins, naming every variable.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { demoEmail } from '../db/seed/demo';
import { t } from '../messages';
import { cardToken, testCardNumbers } from './card-tokens';
import { type TestServer, startTestServer } from './harness';
import { captureLog } from './log-capture';
import { productionSettings, productionVariables } from './production-settings';
import { runCommand } from './run-command';

const template = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Shell</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const noticeOf = (html: string) => /<div role="note" data-demonstration lang="([^"]+)" dir="(\w+)"[^>]*>([^<]*)<\/div>/.exec(html);
const configOf = async (server: TestServer) => createApiClient(server.shopper().transport()).config();

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'storefront-demonstration-'));
  writeFileSync(join(dist, 'index.html'), template);
  // The build's brotli copy, told apart by a comment, so the test sees which one was sent.
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(Buffer.from(template.replace('<title>', '<!-- brotli copy --><title>'))));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('a demonstration: production with ALLOW_TEST_PROVIDERS=1', () => {
  let server: TestServer;
  const capture = captureLog('warn');
  beforeAll(async () => {
    const env = { NODE_ENV: 'production', ALLOW_TEST_PROVIDERS: '1', IDENTITY_KEY: productionSettings.IDENTITY_KEY! };
    server = await startTestServer({ staticDir: dist, searchWorkers: 0 }, undefined, undefined, undefined, capture.log, env);
  });
  afterAll(() => server?.close());

  it('says so in the log, listing every stand-in', () => {
    const warning = capture.lines.find((line) => line.msg.startsWith('DEMONSTRATION'));
    expect(warning).toBeDefined();
    for (const name of productionVariables.filter((n) => n !== 'IDENTITY_KEY')) expect(warning!.msg).toContain(name);
  });

  it('says so in the Config answer', async () => {
    expect((await configOf(server)).demonstration).toBe(true);
  });

  it('says so on every page of the shell, in the language the page is shown in', async () => {
    const cases: [path: string, cookie: string, language: 'en' | 'ja' | 'ar' | 'de', dir: string][] = [
      ['/', '', 'en', 'ltr'],
      ['/ja/mall/mercari', '', 'ja', 'ltr'],
      ['/ar/personal/recharge', '', 'ar', 'rtl'],
      // An unprefixed page sends a shopper who chose German before to /de/ first.
      ['/personal/order/inProgress', `${constants.cookies.locale.name}=de`, 'de', 'ltr'],
    ];
    for (const [path, cookie, language, dir] of cases) {
      const response = await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
      const html = await response.text();
      expect(response.status).toBe(200);
      const notice = noticeOf(html);
      expect(notice?.slice(1), path).toEqual([language, dir, t(language, 'demonstrationNotice')]);
      // First in the body, outside the root the browser renders into.
      expect(html.indexOf(notice![0])).toBeLessThan(html.indexOf('<div id="root">'));
      expect(html.indexOf(notice![0])).toBeGreaterThan(html.indexOf('<body>'));
    }
  });

  it('says so on the build’s precompressed copy of the shell', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': 'br' } });
    const html = await response.text();
    expect(html).toContain('<!-- brotli copy -->');
    expect(noticeOf(html)?.[3]).toBe(t('en', 'demonstrationNotice'));
  });

  it('says so on the test gateway’s 3-D Secure page', async () => {
    const shopper = await server.verifiedShopper('demo-3ds@example.com');
    const token = await cardToken(server, testCardNumbers.threeDS);
    const answer = await createApiClient(shopper.transport()).createRecharge({ amountYen: 1000, token, idempotencyKey: 'demonstration-3ds-0001', returnUrl: '/personal/recharge' });
    const html = await (await fetch(answer.recharge.actionUrl!)).text();
    expect(html).toContain('3-D Secure test');
    expect(noticeOf(html)).not.toBeNull();
  });

  it('serves its test stand-ins, and seeds the demo shopper', async () => {
    const captcha = await fetch(`${server.url}/test-widgets/captcha`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ siteKey: constants.widgets.captcha.testSiteKey }) });
    expect(captcha.status).toBe(200);
    expect(await server.services.db.selectFrom('users').select('id').where('email', '=', demoEmail).executeTakeFirst()).toBeDefined();
  });
});

describe('production with its own keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ staticDir: dist, searchWorkers: 0 }, undefined, undefined, undefined, undefined, { ...productionSettings });
  });
  afterAll(() => server?.close());

  it('shows no notice and says it is no demonstration', async () => {
    expect(noticeOf(await (await fetch(`${server.url}/ja/mall/mercari`)).text())).toBeNull();
    expect((await configOf(server)).demonstration).toBe(false);
  });

  it('has no test route: each answers as an address nobody serves', async () => {
    const answerOf = async (method: string, path: string) => {
      const response = await fetch(`${server.url}${path}`, { method, headers: { 'Content-Type': 'application/json', Authorization: 'Bearer pk_test_local' }, body: method === 'GET' ? undefined : JSON.stringify({ provider: 'google', email: 'someone@example.com', siteKey: constants.widgets.captcha.testSiteKey, number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', amount: 1_000_000, currency: 'jpy' }) });
      return [response.status, await response.text()];
    };
    const nobody = await answerOf('POST', '/nobody-serves-this');
    expect(nobody[0]).toBe(404);
    for (const path of ['/test-widgets/social', '/test-widgets/captcha', '/test-gateway/v1/tokens', '/test-gateway/v1/payments', '/test-gateway/v1/cards', '/test-gateway/3ds/pay_1/complete']) {
      expect(await answerOf('POST', path), path).toEqual(nobody);
    }
    // A GET of a page address is the storefront's (its own 404 page), as for any address.
    expect(await answerOf('GET', '/test-gateway/3ds/pay_1')).toEqual(await answerOf('GET', '/nobody-serves-this'));
  });

  it('seeds no demo shopper and no made-up goods, sellers or reviews: shoppers would pay for goods that do not exist', async () => {
    const { db } = server.services;
    expect(await db.selectFrom('users').select('id').where('email', '=', demoEmail).executeTakeFirst()).toBeUndefined();
    for (const table of ['goods', 'sellers'] as const) {
      expect(Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n), table).toBe(0);
    }
    // What is the shop's own is seeded as anywhere: currencies, categories, content.
    expect(Number((await db.selectFrom('currencies').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
  });
});

describe('the test sign-in dialog', () => {
  it('exists only in an edition with social sign-in', async () => {
    const post = (server: TestServer) => fetch(`${server.url}/test-widgets/social`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ provider: 'google', email: 'someone@example.com' }) });
    const global = await startTestServer({ edition: 'global' });
    const china = await startTestServer({ edition: 'china' });
    try {
      expect((await post(global)).status).toBe(200);
      expect((await post(china)).status).toBe(404);
    } finally {
      await Promise.all([global.close(), china.close()]);
    }
  });
});

describe('main.ts in production on the stand-ins', () => {
  it('refuses to start, naming every variable in one message and no stack', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-refused-'));
    try {
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, SERVE_STATIC: '0' };
      const { status, stderr } = await runCommand('server/main.ts', [], env);
      expect(status).toBe(1);
      expect(stderr).toMatch(/^The server could not start: NODE_ENV=production/);
      for (const name of productionVariables) expect(stderr).toContain(name);
      expect(stderr).not.toMatch(/^\s+at /m);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
