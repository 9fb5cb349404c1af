// Security headers on every kind of answer: each route of the generated table (with and without a language
// prefix), the storefront's static files, its 404s, the API in both shapes, refusals and the other routes
// the server mounts. Pages get the page policy (scripts of this origin only, no framing), everything else the
// policy that allows nothing; HSTS only when cookies are secure (served behind HTTPS).
import { get } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions } from '../../generated/editions';
import { languageCodes, defaultLanguage } from '../../generated/languages';
import { type RouteMeta, routes } from '../../generated/routes';
import { type TestServer, startTestServer } from './harness';

const staticDir = mkdtempSync(join(tmpdir(), 'storefront-headers-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>');
writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1);');
writeFileSync(join(staticDir, 'assets', 'app-abc123.css'), 'body{}');
writeFileSync(join(staticDir, 'build.json'), '{"buildId":"x","edition":"global"}');

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
