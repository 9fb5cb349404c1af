// A browser stand-in: keeps cookies per Set-Cookie, sends them back, and calls either through the
// storefront's transport (src/lib/api) or raw, for the malformed requests a client would never send.
import type { Transport } from '../../generated/api/client';
import { isOperationName, operations } from '../../generated/api/operations';
import { createTransport } from '../../src/lib/api/transport';
import { constants } from '../../generated/constants';
import type { LanguageCode } from '../../generated/languages';

export interface RawAnswer {
  status: number;
  body: { code?: number; msg?: string; data?: unknown; field?: string };
  headers: Headers;
}

export class Shopper {
  readonly cookies = new Map<string, string>();
  readonly deviceId = `pc_${Math.random().toString(16).slice(2).padEnd(32, '0')}`;
  /** Headers added to every request, e.g. { Origin: 'https://evil.example' }. */
  extraHeaders: Record<string, string> = {};

  constructor(
    readonly baseUrl: string,
    readonly ip: string,
  ) {}

  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    headers.set('X-Forwarded-For', this.ip);
    for (const [name, value] of Object.entries(this.extraHeaders)) headers.set(name, value);
    if (this.cookies.size > 0) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  };

  /** Ticks the local test captcha (/test-widgets/captcha) and answers its one-use token. */
  async captchaToken(): Promise<string> {
    const response = await this.fetch(`${this.baseUrl}/test-widgets/captcha`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteKey: constants.widgets.captcha.testSiteKey }),
    });
    return ((await response.json()) as { token: string }).token;
  }

  transport(language: LanguageCode = 'en'): Transport {
    return createTransport({ baseUrl: this.baseUrl, edition: 'global', language: () => language, deviceId: () => this.deviceId, fetch: this.fetch });
  }

  /** A call as the wrapper would send it, but with whatever params and shape the test wants. */
  async call(name: string, params: unknown = {}, options: { method?: string; shape?: 'query' | 'api'; language?: string; rawBody?: string; contentType?: string } = {}): Promise<RawAnswer> {
    const method = options.method ?? (isOperationName(name) ? operations[name].method : 'POST');
    const query = new URLSearchParams();
    if ((options.shape ?? 'query') === 'query') query.set('n', name);
    query.set('from', 'INTERNATIONAL');
    query.set('isNew', '1');
    query.set('language', options.language ?? 'en');
    query.set('deviceId', this.deviceId);
    if (method === 'GET') for (const [k, v] of Object.entries(params as object)) query.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    const path = options.shape === 'api' ? `/api/${name}` : '/';
    const body = method === 'GET' ? undefined : (options.rawBody ?? JSON.stringify(params));
    const response = await this.fetch(`${this.baseUrl}${path}?${query}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': options.contentType ?? 'application/json' },
      body,
    });
    const text = await response.text();
    let parsed: RawAnswer['body'];
    try {
      parsed = JSON.parse(text) as RawAnswer['body'];
    } catch {
      parsed = { msg: text };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
}
