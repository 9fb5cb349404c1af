// The server's one way out to another company's web server (buy-by-link reads a shop's item page). Every
// address, redirects included, passes guard.ts; the socket goes to the very address the guard checked (the
// agent's lookup answers only it); bodies stop at maxBytes and the whole read, redirects included, at
// timeoutMs. No cookie is ever sent (none is kept between redirects either), so a page read carries nothing
// of ours or of the shopper's.
import { Agent as HttpAgent, type IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { constants } from '../../generated/constants';
import { type CheckedTarget, checkTarget, type Resolver, systemResolver } from './guard';
import { OutboundRefusal } from './refusal';

const limits = constants.anybuy.page;
const userAgent = 'ProxyStorefrontPageReader/1.0';

export interface OutboundOptions {
  hosts: readonly string[];
  resolve?: Resolver;
  /**
   * Tests only: opens the socket for a target the guard already accepted (a local page server standing in
   * for a listed shop). Never read from the environment, so production always connects to the checked
   * address itself; see server/anybuy/page-config.ts.
   */
  connect?: (target: CheckedTarget) => Duplex;
  maxRedirects?: number;
  maxBytes?: number;
  timeoutMs?: number;
}

export interface FetchedPage {
  /** Where the page was read in the end, after redirects. */
  url: URL;
  contentType: string;
  body: Buffer;
}

function pinnedLookup(target: CheckedTarget): LookupFunction {
  const { address, family } = target.pinned;
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function open(target: CheckedTarget, options: OutboundOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const https = target.url.protocol === 'https:';
  const request = https ? httpsRequest : httpRequest;
  // An agent of its own per request: nothing kept alive or shared with other callers, and its lookup
  // answers only the checked address.
  const agent = https ? new HttpsAgent({ keepAlive: false, lookup: pinnedLookup(target) }) : new HttpAgent({ keepAlive: false, lookup: pinnedLookup(target) } as ConstructorParameters<typeof HttpAgent>[0]);
  const connect = options.connect;
  if (connect) agent.createConnection = () => connect(target);
  return new Promise((resolve, reject) => {
    const req = request({
      protocol: target.url.protocol, hostname: target.url.hostname, port: target.port, path: `${target.url.pathname}${target.url.search}`,
      method: 'GET', agent, signal, lookup: pinnedLookup(target),
      headers: { 'User-Agent': userAgent, Accept: 'text/html,application/xhtml+xml', 'Accept-Language': 'ja,en;q=0.5', 'Accept-Encoding': 'identity' },
    }, resolve);
    req.on('error', reject);
    req.end();
  });
}

function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new OutboundRefusal('tooLarge', `${declared} bytes declared`));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    response.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        response.destroy();
        reject(new OutboundRefusal('tooLarge', `past ${maxBytes} bytes`));
      } else chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });
}

async function follow(address: string, options: OutboundOptions, signal: AbortSignal): Promise<FetchedPage> {
  const maxRedirects = options.maxRedirects ?? limits.maxRedirects;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundRefusal('scheme', 'not an address');
  }
  for (let redirects = 0; ; redirects++) {
    const target = await checkTarget(url, options.hosts, options.resolve ?? systemResolver);
    const response = await open(target, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (redirects >= maxRedirects) throw new OutboundRefusal('redirects', `more than ${maxRedirects}`);
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new OutboundRefusal('status', String(status));
    }
    const body = await readCapped(response, options.maxBytes ?? limits.maxBytes);
    return { url, contentType: String(response.headers['content-type'] ?? ''), body };
  }
}

/** Reads one page through the guard; an OutboundRefusal says why not. */
export async function fetchPage(address: string, options: OutboundOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? limits.timeoutMs;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new OutboundRefusal('timeout', `${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([follow(address, options, controller.signal), timeout]);
  } catch (error) {
    if (error instanceof OutboundRefusal) throw error;
    throw new OutboundRefusal('network', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
