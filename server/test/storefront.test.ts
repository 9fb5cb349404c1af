// The built storefront from the same origin: files, the SPA fallback, and the security headers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editions } from '../../generated/editions';
import { routes } from '../../generated/routes';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server.url}${path}`);
const scriptSrc = (response: Response) => /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('pages', () => {
  it('serves index.html for / and for client routes, one whose parameter is an address ending in .html too', async () => {
    const shoppingItem = `/mall/yahoo/detail/${encodeURIComponent('https://store.shopping.yahoo.co.jp/ys-kitchen/nabe-20.html')}`;
    for (const path of ['/', '/personal/order/inProgress', '/ja/mall/mercari', shoppingItem]) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('id="root"');
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
    }
  });

  it('serves assets with a long cache, and a missing asset is a 404', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await get('/assets/missing-1.js')).status).toBe(404);
  });

  it('still answers calls on / with n', async () => {
    const response = await get('/?n=Sig.Front.Front.Config');
    expect(((await response.json()) as { code: number }).code).toBe(200);
  });

  it('answers the static health route', async () => {
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it('allows only this origin’s scripts on pages, and frames nowhere', async () => {
    const response = await get('/');
    expect(scriptSrc(response)).toBe("'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });

  it('gives the cart-confirm page the edition’s script sources, with or without a language prefix', async () => {
    const path = routes['cart.confirm'].path;
    for (const p of [path, `/ja${path}`, `/zhTw${path}/`]) {
      expect(scriptSrc(await get(p))).toBe(editions.global.cartConfirmScriptSrc.join(' '));
    }
    expect(scriptSrc(await get(`/xx${path}`))).toBe("'self'");
  });

  it('puts the headers on API answers too', async () => {
    const response = await get('/?n=Sig.Front.Front.Config');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
