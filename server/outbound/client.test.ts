// The guarded client against addresses a page read must never reach, and against pages that try to hold it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { fetchPage, type OutboundOptions } from './client';
import { OutboundRefusal, type RefusalReason } from './refusal';
import { html, type PageServer, redirectTo, startPageServer } from './test-pages';

const hosts = constants.anybuy.pageHosts;
let pages: PageServer;
let written = 0;

beforeAll(async () => {
  pages = await startPageServer({
    '/item': html('<title>ok</title>'),
    '/to-loopback': redirectTo('http://127.0.0.1/'),
    '/to-loopback6': redirectTo('http://[::1]/'),
    '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
    '/to-inside-name': redirectTo('http://inside.rakuten.co.jp/'),
    '/to-file': redirectTo('file:///etc/passwd'),
    '/to-other-port': redirectTo('http://item.rakuten.co.jp:8080/item'),
    '/to-unlisted': redirectTo('https://example.com/'),
    '/hop1': redirectTo('/hop2'),
    '/hop2': redirectTo('/hop3'),
    '/hop3': redirectTo('/item'),
    '/hop0': redirectTo('/hop1'),
    '/huge': (_req, res) => {
      // 50 MB, written only as fast as the client takes it: what was written shows how much it read.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(65536, 'a');
      const more = () => {
        while (written < 50 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      res.on('close', () => undefined);
      more();
    },
    '/declared-huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
      res.write('<html>');
    },
    '/slow': () => undefined,
  }, { 'inside.rakuten.co.jp': '10.0.0.1', 'mixed.rakuten.co.jp': '10.0.0.1' });
});
afterAll(() => pages.close());

const options = (extra: Partial<OutboundOptions> = {}): OutboundOptions => ({ hosts, resolve: pages.resolve, connect: pages.connect, ...extra });

async function refusal(address: string, extra: Partial<OutboundOptions> = {}): Promise<RefusalReason> {
  try {
    await fetchPage(address, options(extra));
  } catch (error) {
    if (error instanceof OutboundRefusal) return error.reason;
    throw error;
  }
  throw new Error(`${address} was read`);
}

describe('the guarded outbound client', () => {
  it('reads a listed shop’s page through the address it checked, with a plain User-Agent and no cookie', async () => {
    const before = pages.dialed.length;
    const page = await fetchPage('http://item.rakuten.co.jp/item', options());
    expect(page.body.toString()).toBe('<title>ok</title>');
    expect(pages.dialed.slice(before).map((t) => [t.url.hostname, t.pinned.address, t.port])).toEqual([['item.rakuten.co.jp', '93.184.216.34', 80]]);
    const request = pages.requests.at(-1)!;
    expect(request.headers['user-agent']).toBe('ProxyStorefrontPageReader/1.0');
    expect(request.headers.cookie).toBeUndefined();
  });

  it.each([
    ['http://127.0.0.1/'], ['http://[::1]/'], ['http://169.254.169.254/latest/meta-data/'], ['http://[::ffff:127.0.0.1]/'], ['http://[::ffff:a9fe:a9fe]/'],
    ['http://0.0.0.0/'], ['http://100.64.0.1/'], ['http://192.168.1.1/'], ['http://[fd00::1]/'], ['http://[fe80::1]/'], ['http://224.0.0.1/'], ['http://2130706433/'],
  ])('refuses %s for its address, before any connection', async (address) => {
    const before = pages.dialed.length;
    expect(await refusal(address)).toBe('address');
    expect(pages.dialed.length).toBe(before);
  });

  it('refuses a listed name that resolves to 10.0.0.1 without connecting', async () => {
    const before = pages.dialed.length;
    expect(await refusal('https://inside.rakuten.co.jp/item')).toBe('address');
    expect(await refusal('https://mixed.rakuten.co.jp/item', { resolve: async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.1', family: 4 }] })).toBe('address');
    expect(pages.dialed.length).toBe(before);
  });

  it.each([['/to-loopback', 'address'], ['/to-loopback6', 'address'], ['/to-metadata', 'address'], ['/to-inside-name', 'address'], ['/to-file', 'scheme'], ['/to-other-port', 'port'], ['/to-unlisted', 'host']] as const)(
    'checks a redirect again: %s is refused (%s), and the cookie it set is not sent on',
    async (path, reason) => {
      const before = pages.dialed.length;
      expect(await refusal(`http://item.rakuten.co.jp${path}`)).toBe(reason);
      expect(pages.dialed.length).toBe(before + 1);
    },
  );

  it.each([['file:///etc/passwd'], ['ftp://item.rakuten.co.jp/x'], ['gopher://item.rakuten.co.jp/'], ['data:text/html,<p>x</p>'], ['javascript:alert(1)'], ['not an address']])('refuses the scheme of %s', async (address) => {
    expect(await refusal(address)).toBe('scheme');
  });

  it.each([['http://item.rakuten.co.jp:8080/item'], ['https://item.rakuten.co.jp:22/'], ['http://item.rakuten.co.jp:443/item']])('allows ports 80 and 443 only: %s', async (address) => {
    if (address.includes(':443/')) expect((await fetchPage(address, options())).body.toString()).toBe('<title>ok</title>');
    else expect(await refusal(address)).toBe('port');
  });

  it.each([['https://example.com/item'], ['https://evilrakuten.co.jp/item'], ['https://rakuten.co.jp.evil.example/item'], ['http://user:pw@item.rakuten.co.jp/item']])('refuses a host not on the list: %s', async (address) => {
    expect(await refusal(address)).toBe('host');
  });

  it('follows at most 3 redirects', async () => {
    expect((await fetchPage('http://item.rakuten.co.jp/hop1', options())).url.pathname).toBe('/item');
    // Each hop set a cookie; none went back.
    expect(pages.requests.slice(-4).map((r) => [r.url, r.headers.cookie])).toEqual([['/hop1', undefined], ['/hop2', undefined], ['/hop3', undefined], ['/item', undefined]]);
    expect(await refusal('http://item.rakuten.co.jp/hop0')).toBe('redirects');
  });

  it('stops reading a 50 MB page at 2 MB without reading it all', async () => {
    expect(await refusal('http://item.rakuten.co.jp/huge')).toBe('tooLarge');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(written).toBeLessThan(8 * 1024 * 1024);
    expect(await refusal('http://item.rakuten.co.jp/declared-huge')).toBe('tooLarge');
  });

  it('gives up on a page that does not answer within the time', async () => {
    expect(constants.anybuy.page.timeoutMs).toBe(5000);
    const started = Date.now();
    expect(await refusal('http://item.rakuten.co.jp/slow', { timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
