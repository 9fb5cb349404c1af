// AWS Signature Version 4 (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html),
// written against node:crypto so that the one provider needing it (Amazon's PA-API) and its local replica sign
// and verify with the same code, and AWS's published test vectors (aws-sigv4.test.ts) hold both to the rules.
import { createHash, createHmac } from 'node:crypto';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** A temporary credential's token: sent as X-Amz-Security-Token. */
  sessionToken?: string;
}

export interface SignableRequest {
  method: string;
  /** The path as it goes on the wire, with its query (`/a/b?x=1`). */
  path: string;
  /** Header names as the caller spells them; a name given more than once keeps every value, in order. */
  headers: ReadonlyArray<readonly [string, string]>;
  body: string | Uint8Array;
}

export interface SigningOptions {
  credentials: AwsCredentials;
  region: string;
  service: string;
  /** Milliseconds since the epoch. */
  now: number;
  /** Remove `.`/`..` segments and empty segments from the path first (every service but S3). */
  normalizePath?: boolean;
  /** Send the body's hash as X-Amz-Content-Sha256 (and sign it). */
  contentSha256Header?: boolean;
  /** Add the session token after signing instead of signing it (the older STS style). */
  omitSessionToken?: boolean;
}

export interface SignedRequest {
  /** The headers to send besides the caller's: X-Amz-Date, Authorization and the others the options asked for. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

const algorithm = 'AWS4-HMAC-SHA256';

const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** 20150830T123600Z: the form X-Amz-Date and the string to sign carry. */
export function amzDate(now: number): string {
  return new Date(now).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding of every byte but the unreserved ones (and `/` in a path), upper-case hex, as AWS asks. */
export function uriEncode(text: string, keepSlash: boolean): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(char) || (keepSlash && char === '/')) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function normalize(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = path.endsWith('/') || path.endsWith('/.') || path.endsWith('/..');
  return `/${segments.join('/')}${trailing && segments.length > 0 ? '/' : ''}`;
}

/** Every service but S3 encodes the wire path once more, so a `%20` on the wire is signed as `%2520`. */
function canonicalPath(path: string, normalizePath: boolean): string {
  return uriEncode(normalizePath ? normalize(path) : path || '/', true);
}

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function canonicalQuery(query: string): string {
  if (query === '') return '';
  const pairs = query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      const value = equals === -1 ? '' : pair.slice(equals + 1);
      return [uriEncode(decodeQueryPart(key), false), uriEncode(decodeQueryPart(value), false)] as const;
    });
  pairs.sort(([ka, va], [kb, vb]) => (ka < kb ? -1 : ka > kb ? 1 : va < vb ? -1 : va > vb ? 1 : 0));
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

/** Lower-case names, sorted; a repeated name's values joined by commas in order; runs of white space made one. */
function canonicalHeaders(headers: ReadonlyArray<readonly [string, string]>): { text: string; signed: string } {
  const byName = new Map<string, string[]>();
  for (const [name, value] of headers) {
    const key = name.toLowerCase().trim();
    const values = byName.get(key) ?? [];
    values.push(value.trim().replace(/\s+/g, ' '));
    byName.set(key, values);
  }
  const names = [...byName.keys()].sort();
  return {
    text: names.map((name) => `${name}:${byName.get(name)!.join(',')}\n`).join(''),
    signed: names.join(';'),
  };
}

function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

export function signRequest(request: SignableRequest, options: SigningOptions): SignedRequest {
  const date = amzDate(options.now);
  const day = date.slice(0, 8);
  const payloadHash = sha256Hex(request.body);
  const added: Record<string, string> = { 'X-Amz-Date': date };
  if (options.contentSha256Header) added['X-Amz-Content-Sha256'] = payloadHash;
  const token = options.credentials.sessionToken;
  if (token && !options.omitSessionToken) added['X-Amz-Security-Token'] = token;

  const queryAt = request.path.indexOf('?');
  const path = queryAt === -1 ? request.path : request.path.slice(0, queryAt);
  const query = queryAt === -1 ? '' : request.path.slice(queryAt + 1);
  const headers = canonicalHeaders([...request.headers, ...Object.entries(added)]);
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(path, options.normalizePath ?? true),
    canonicalQuery(query),
    headers.text,
    headers.signed,
    payloadHash,
  ].join('\n');

  const scope = `${day}/${options.region}/${options.service}/aws4_request`;
  const stringToSign = [algorithm, date, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = signingKey(options.credentials.secretAccessKey, day, options.region, options.service);
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');

  if (token && options.omitSessionToken) added['X-Amz-Security-Token'] = token;
  added.Authorization =
    `${algorithm} Credential=${options.credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${headers.signed}, Signature=${signature}`;
  return { headers: added, canonicalRequest, stringToSign, signature };
}
