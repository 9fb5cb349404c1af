// Compression: API answers by Accept-Encoding (br, else gzip, else as they are), small answers as they
// are; the built storefront's precompressed copies chosen the same way, with the right type and caching.
import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress';
import { compression, preferredEncoding } from '../http/compress';
import { mountStorefront } from '../http/storefront';
import { type TestServer, startTestServer } from './harness';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as it goes over the wire: no fetch that decodes the body behind our back. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

const decode = (raw: Raw) =>
  raw.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw.body) : raw.headers['content-encoding'] === 'gzip' ? gunzipSync(raw.body) : raw.body;

describe('Accept-Encoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('API answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const home = () => `${server.url}/?n=Sig.Front.Front.GlobalHomeInfo&language=en&deviceId=pc_compression`;

  it('compresses a large answer in the encoding the caller prefers, decoding to the same JSON', async () => {
    const plain = await rawGet(home());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const expected = JSON.parse(plain.body.toString());
    expect(expected.code).toBe(200);

    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const packed = await rawGet(home(), { 'Accept-Encoding': accept });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toContain('Accept-Encoding');
      expect(packed.headers['content-type']).toMatch(/^application\/json/);
      expect(packed.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
      expect(JSON.parse(decode(packed).toString())).toEqual(expected);
    }
  });

  it('sends small answers and errors as they are', async () => {
    const small = await rawGet(`${server.url}/healthz`, { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
    const missing = await rawGet(`${server.url}/?n=Sig.Front.Nothing`, { 'Accept-Encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});

describe('the built storefront, precompressed', () => {
  let dir: string;
  let app: Hono;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
  const page = `<!doctype html><html><head><title>Shop</title></head><body>${'<p>Hello</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-abc123.css'), 'a{color:red}');
    writeFileSync(join(dir, 'index.html'), page);
    expect(await precompressDir(dir)).toBe(2);
    app = new Hono();
    app.use('*', compression());
    mountStorefront(app, dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await app.request(path, { method, headers });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('writes .br and .gz copies beside sizeable text files only', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(() => readFileSync(join(dir, 'assets', 'tiny-abc123.css.br'))).toThrow();
  });

  it('sends the br copy, else the gz copy, else the file, with its type, Vary and a year of caching', async () => {
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['', undefined]] as const) {
      const { response, body } = await get('/assets/app-abc123.js', accept ? { 'Accept-Encoding': accept } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding') ?? undefined).toBe(encoding);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
      expect(decode({ status: 200, headers: { 'content-encoding': encoding }, body }).toString()).toBe(script);
    }
  });

  it('sends the page for a client route precompressed and never cached unchecked', async () => {
    const { response, body } = await get('/search/camera', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it('answers HEAD with the headers of the copy it would send, and a range of the plain file', async () => {
    const head = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.response.headers.get('content-encoding')).toBe('br');
    expect(Number(head.response.headers.get('content-length'))).toBe(readFileSync(join(dir, 'assets', 'app-abc123.js.br')).byteLength);
    expect(head.body.byteLength).toBe(0);
    const range = await get('/assets/app-abc123.js', { Range: 'bytes=0-9' });
    expect(range.response.status).toBe(206);
    expect(range.response.headers.get('content-encoding')).toBeNull();
    expect(range.body.toString()).toBe(script.slice(0, 10));
  });

  it('sends a small file as it is', async () => {
    const { response, body } = await get('/assets/tiny-abc123.css', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(body.toString()).toBe('a{color:red}');
  });
});
