// Text answers (API JSON, server-rendered HTML, XML, scripts, styles) go out compressed when the caller
// accepts it: brotli at a fast quality (the answer is made per call, so its compression is on the call's
// time), else gzip. Answers already encoded (the precompressed build files), small ones, partial ones
// and those marked no-transform go out as they are.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { constants } from '../../generated/constants';

export type Encoding = 'br' | 'gzip';

const compressible = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

// Fast brotli levels compress JSON about as well as gzip -9 at a fraction of level 11's time.
const brotliQuality = 4;
const gzipLevel = 6;
// Below this the work is shorter than a trip to the thread pool and back; above it the event loop goes on
// serving other calls while a large page is compressed.
const syncBelowBytes = 64 * 1024;
// A body this large is a file or an export, not an answer worth holding in memory twice.
const maxBytes = 8 * 1024 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer in: br over gzip, honouring q=0 (and `*`); null for identity. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export function compressBody(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> | Uint8Array {
  const options = encoding === 'br'
    ? { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }
    : { level: gzipLevel };
  if (body.byteLength < syncBelowBytes) return encoding === 'br' ? brotliCompressSync(body, options) : gzipSync(body, options);
  return encoding === 'br' ? brotliAsync(body, options) : gzipAsync(body, options);
}

/** Names a request header in Vary unless Vary already names it (or `*`). */
export function appendVary(headers: Headers, name: string): void {
  const vary = headers.get('vary');
  const named = (vary ?? '').split(',').some((part) => {
    const token = part.trim().toLowerCase();
    return token === '*' || token === name.toLowerCase();
  });
  if (!vary) headers.set('Vary', name);
  else if (!named) headers.set('Vary', `${vary}, ${name}`);
}

export function compression(minBytes: number = constants.server.compressMinBytes): MiddlewareHandler {
  return async (c: Context, next) => {
    await next();
    const res = c.res;
    if (res.status !== 200 && res.status !== 201) return;
    const headers = res.headers;
    const type = headers.get('content-type') ?? '';
    // An event stream is read as it comes; holding it back to compress it whole would break it.
    if (headers.has('content-encoding') || headers.has('content-range') || !compressible.test(type) || type.startsWith('text/event-stream')) return;
    if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return;
    const declared = headers.get('content-length');
    if (declared !== null && (Number(declared) < minBytes || Number(declared) > maxBytes)) return;
    // The answer depends on Accept-Encoding whether or not this caller gets it compressed.
    appendVary(headers, 'Accept-Encoding');
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    if (!encoding || c.req.method === 'HEAD') return;
    const body = new Uint8Array(await res.arrayBuffer());
    let out: Uint8Array<ArrayBuffer> = body;
    if (body.byteLength >= minBytes && body.byteLength <= maxBytes) {
      // zlib's buffers are never shared memory.
      out = (await compressBody(body, encoding)) as Uint8Array<ArrayBuffer>;
      headers.set('Content-Encoding', encoding);
    }
    headers.delete('content-length');
    // Cleared first: assigning over an answer makes Hono copy it around a stream of its body.
    c.res = undefined;
    c.res = new Response(out, { status: res.status, headers });
  };
}
