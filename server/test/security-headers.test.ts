// Security headers on every kind of answer: each route of the generated table (with and without a language
// prefix), the storefront's static files, its 404s, the API in both shapes, refusals and the other routes
// the server mounts. Pages get the page policy (scripts of this origin only, no framing), everything else the
// policy that allows nothing; HSTS only when cookies are secure (served behind HTTPS). Then who may keep
// pages (rendered ones are the caller's), built files, pictures and files, and answers that say nothing.
import { get } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { editions } from '../../generated/editions';
import { languageCodes, defaultLanguage } from '../../generated/languages';
import { type RouteMeta, routes } from '../../generated/routes';
import { type TestServer, startTestServer } from './harness';
import { paidOrder } from './ops-fixtures';

const staticDir = mkdtempSync(join(tmpdir(), 'storefront-headers-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>');
writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1);');
writeFileSync(join(staticDir, 'assets', 'app-abc123.css'), 'body{}');
writeFileSync(join(staticDir, 'build.json'), '{"buildId":"x","edition":"global"}');
// A stand-in for the server render (server/http/render.ts): goods pages come back rendered with the caller's
// login state in the page's data, two addresses as a redirect and as a shell; every other page is the file.
mkdirSync(join(staticDir, 'server'));
writeFileSync(join(staticDir, 'server', 'package.json'), '{"type":"module"}');
writeFileSync(
  join(staticDir, 'server', 'entry-server.js'),
  `export async function render({ url, cookie }) {
    const path = new URL(url).pathname;
    if (path === '/rendered-redirect') return { kind: 'redirect', status: 302, location: '/' };
    if (path === '/rendered-shell') return { kind: 'shell', modules: [] };
    if (!path.startsWith('/mall/')) return null;
    return { kind: 'page', status: 200, lang: 'en', dir: 'ltr', head: '', html: '<p>rendered</p>', state: JSON.stringify({ loggedIn: cookie !== null }), modules: [] };
  }`,
);

let secure: TestServer;
let plain: TestServer;
beforeAll(async () => {
  secure = await startTestServer({ staticDir, secureCookies: true });
  plain = await startTestServer({ staticDir, secureCookies: false });
});
afterAll(async () => {
  await secure?.close();
  await plain?.close();
  rmSync(staticDir, { recursive: true, force: true });
});

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

/** What every answer carries, page or not. */
function expectCommonHeaders(headers: Headers, hsts: boolean) {
  const csp = headers.get('content-security-policy');
  expect(csp, 'Content-Security-Policy').toBeTruthy();
  expect(directives(csp!).get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  if (hsts) expect(headers.get('strict-transport-security')).toMatch(/^max-age=(\d{8,}); includeSubDomains/);
  else expect(headers.get('strict-transport-security')).toBeNull();
}

function expectPagePolicy(headers: Headers) {
  expect(headers.get('content-type')).toMatch(/^text\/html/);
  const csp = directives(headers.get('content-security-policy')!);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
}

function expectNothingPolicy(headers: Headers) {
  expect(directives(headers.get('content-security-policy')!).get('default-src')).toEqual(["'none'"]);
}

/** A path of the route with every parameter filled. */
const pathOf = (route: RouteMeta) => route.path.replace(/:([A-Za-z0-9]+)\??/g, '1');
const otherLanguage = languageCodes.find((l) => l !== defaultLanguage)!;
const page = (server: TestServer, path: string) => fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });

describe('every route kind, as a page', () => {
  const all = Object.values(routes) as RouteMeta[];
  it.each(all.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    const paths = [pathOf(route), ...(editions.global.languagePrefix ? [`/${otherLanguage}${pathOf(route)}`] : [])];
    for (const path of paths) {
      const response = await page(secure, path);
      expect(response.status, path).toBeLessThan(500);
      expectCommonHeaders(response.headers, true);
      if (response.headers.get('content-type')?.startsWith('text/html')) expectPagePolicy(response.headers);
      else expectNothingPolicy(response.headers);
      await response.arrayBuffer();
    }
  });

  it('serves the page itself for a route (not only the 404)', async () => {
    const response = await page(secure, pathOf(routes.home));
    expect(response.status).toBe(200);
    expectPagePolicy(response.headers);
    await response.text();
  });
});

describe('everything else', () => {
  const cases: [string, string, RequestInit?][] = [
    ['a hashed asset', '/assets/app-abc123.js'],
    ['a stylesheet', '/assets/app-abc123.css'],
    ['a file at the root', '/build.json'],
    ['a missing asset (404)', '/assets/missing-000.js'],
    ['a missing file (404)', '/nothing-here.png'],
    ['a call, ?n=', '/?n=Sig.Front.Front.Config'],
    ['a call, /api/', '/api/Sig.Front.Front.Config'],
    ['an unknown call', '/api/Sig.Nothing'],
    ['a refused call (login)', '/api/Sig.Front.User.AppCart.List'],
    ['a call with the wrong method', '/api/Sig.Front.Front.Config', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }],
    ['a call with broken JSON', '/api/Sig.Front.AppApi.Login', { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } }],
    ['the health check', '/healthz'],
    ['a goods picture', '/img/goods/1.svg'],
  ];
  it.each(cases)('%s', async (_what, path, init) => {
    for (const [server, hsts] of [[secure, true], [plain, false]] as const) {
      const response = await fetch(`${server.url}${path}`, init);
      expect(response.status, path).toBeLessThan(500);
      expectCommonHeaders(response.headers, hsts);
      if (response.headers.get('content-type')?.startsWith('text/html')) expectPagePolicy(response.headers);
      else expectNothingPolicy(response.headers);
      await response.arrayBuffer();
    }
  });

  it('gives a page visit of /?n= the storefront page, with the page policy', async () => {
    // fetch() sends its own Sec-Fetch-Mode; a browser's navigation is sent as it is with node:http.
    const headers = await new Promise<Headers>((resolve, reject) => {
      get(`${plain.url}/?n=Sig.Front.Front.Config`, { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(new Headers(Object.entries(res.headers).map(([k, v]) => [k, String(v)]))));
      }).on('error', reject);
    });
    expectCommonHeaders(headers, false);
    expectPagePolicy(headers);
  });
});

// Who may keep an answer: what is made for the caller only their browser, everything that says nothing for
// itself no one; the API's answers: cache-control.test.ts.
describe('who may keep a page, a picture or a file', () => {
  const get = (server: TestServer, path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

  it('a rendered page, a redirect and a shell made for the caller: their browser only, asking again each time', async () => {
    const shopper = await plain.verifiedShopper('headers-rendered@example.com');
    for (const [path, status] of [['/mall/mercari', 200], ['/rendered-redirect', 302], ['/rendered-shell', 200]] as const) {
      for (const response of [await get(plain, path), await shopper.fetch(`${plain.url}${path}`, { redirect: 'manual' })]) {
        expect(response.status, path).toBe(status);
        expect(response.headers.get('cache-control'), path).toBe('private, no-cache');
        await response.arrayBuffer();
      }
    }
    // The rendered one is the caller's indeed (this is why).
    expect(await (await shopper.fetch(`${plain.url}/mall/mercari`)).text()).toContain('{"loggedIn":true}');
  });

  it('the built files: hashed assets for a year by anyone, the rest checked first', async () => {
    expect((await get(plain, '/assets/app-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(plain, '/build.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('an uploaded picture: its owner’s browser only while private, a day at most once published; refused and uploading answers kept by no one', async () => {
    const owner = await plain.verifiedShopper('headers-upload-owner@example.com');
    const other = await plain.verifiedShopper('headers-upload-other@example.com');
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } }).png().toBuffer();
    const uploaded = await owner.fetch(`${plain.url}/files/uploads/workOrder?language=en`, { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: new Blob([new Uint8Array(picture)]) });
    expect(uploaded.status).toBe(200);
    expect(uploaded.headers.get('cache-control')).toBe('private, no-store');
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    const mine = await owner.fetch(`${plain.url}${url}`);
    expect([mine.status, mine.headers.get('cache-control')]).toEqual([200, `private, max-age=${constants.uploads.cacheSeconds}`]);
    for (const stranger of [other, plain.shopper()]) {
      const refused = await stranger.fetch(`${plain.url}${url}`);
      expect([refused.status, refused.headers.get('cache-control')]).toEqual([404, 'private, no-store']);
    }
    await plain.services.db.updateTable('uploads').set({ public: 1 }).where('path', '=', url).execute();
    const published = await get(plain, url);
    expect([published.status, published.headers.get('cache-control')]).toEqual([200, `public, max-age=${constants.uploads.cacheSeconds}`]);
  });

  it('a warehouse photo: the order’s shopper’s and staff’s browsers only; refused and uploading answers kept by no one', async () => {
    const shopper = await plain.verifiedShopper('headers-photo-owner@example.com');
    const staff = await plain.staffMember('headers-photo-staff@example.com');
    const { db, dialect } = plain.services;
    const { id: userId } = await db.selectFrom('users').select('id').where('email', '=', 'headers-photo-owner@example.com').executeTakeFirstOrThrow();
    const order = await paidOrder(db, dialect, userId, { state: 'arrived' });
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#963' } }).png().toBuffer();
    const added = await staff.fetch(`${plain.url}/files/orders/${order.id}/photos?language=en`, { method: 'POST', headers: { 'Content-Type': 'image/png' }, body: new Blob([new Uint8Array(photo)]) });
    expect(added.status).toBe(200);
    expect(added.headers.get('cache-control')).toBe('private, no-store');
    const url = ((await added.json()) as { data: { photos: { url: string }[] } }).data.photos[0]!.url;
    for (const viewer of [shopper, staff]) expect((await viewer.fetch(`${plain.url}${url}`)).headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const refused = await plain.shopper().fetch(`${plain.url}${url}`);
    expect([refused.status, refused.headers.get('cache-control')]).toEqual([404, 'private, no-store']);
  });

  it('answers that say nothing for themselves: kept by no one', async () => {
    for (const path of ['/healthz', '/assets/missing-000.js', '/nothing-here.png', '/img/goods/1.svg']) {
      const response = await get(plain, path);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      await response.arrayBuffer();
    }
  });
});
