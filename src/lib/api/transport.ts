import type { CallOptions, Transport } from '../../../generated/api/client';
import type { EndpointCall } from '../../../generated/api/endpoints';
import { constants } from '../../../generated/constants';
import { type EditionId, editions } from '../../../generated/editions';
import { type LanguageCode, acceptLanguage, languageOf } from '../../../generated/languages';

/** A failed call: the server's status and message, or status 0 when the request never got an answer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly operation: string,
    /** The field the server named as at fault, when it named one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface TransportContext {
  /** Base host from runtime configuration; '' means the page's own origin. */
  readonly baseUrl: string;
  readonly edition: EditionId;
  readonly language: () => LanguageCode;
  readonly deviceId: () => string;
  /** Shows an error to the shopper (the toast); not called for `silent` calls. */
  readonly onError?: (message: string) => void;
  readonly fetch?: typeof fetch;
}

/** Relative paths are joined to the base host; absolute addresses are left alone. */
export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function encodeParam(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * How long a Retry-After header asks to wait, in milliseconds: delay-seconds or an HTTP date (a date
 * already past is no wait); null without a header or for one that is neither.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  const text = header?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP date form names its month; Date.parse alone would take "-5" for a year.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Waits, or rejects with the signal's reason as soon as the caller aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/** The one path every storefront call takes (spec §7). */
export function createTransport(ctx: TransportContext): Transport {
  const doFetch = ctx.fetch ?? globalThis.fetch.bind(globalThis);
  const request = constants.request;

  async function send(op: EndpointCall, params: Record<string, unknown>, options: CallOptions | undefined) {
    const language = ctx.language();
    const query = new URLSearchParams();
    if (op.style === 'query') query.set('n', op.name);
    query.set('from', editions[ctx.edition].from);
    query.set('isNew', String(request.isNew));
    query.set('language', languageOf(language).service);
    query.set('deviceId', ctx.deviceId());
    const hasBody = op.method !== 'GET';
    if (!hasBody) {
      for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, encodeParam(value));
    }
    const path = op.style === 'api' ? `/api/${op.name}` : '/';
    const headers: Record<string, string> = { 'Accept-Language': acceptLanguage(language) };
    if (hasBody) headers['Content-Type'] = 'application/json';
    const signals = [AbortSignal.timeout(request.timeoutMs), ...(options?.signal ? [options.signal] : [])];
    return doFetch(`${joinUrl(ctx.baseUrl, path)}?${query}`, {
      method: op.method,
      headers,
      body: hasBody ? JSON.stringify(params) : undefined,
      credentials: 'include',
      signal: AbortSignal.any(signals),
    });
  }

  const fail = (op: EndpointCall, message: string, status: number, options?: CallOptions, field?: string): never => {
    if (!options?.silent) ctx.onError?.(message);
    throw new ApiError(message, status, op.name, field);
  };

  // Params and results are not re-validated here: the server checks both against the spec's schemas
  // and names the bad field in the shopper's language, and the shared types keep callers honest.
  return (async (op: EndpointCall, params: object, options?: CallOptions) => {
    const retries = (options?.retry ?? op.retry) ? request.retryCount : 0;
    let response: Response | undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        response = await send(op, params as Record<string, unknown>, options);
      } catch (error) {
        if (options?.signal?.aborted) throw error;
        return fail(op, 'Error', 0, options);
      }
      if (attempt >= retries || !(request.retryStatuses as readonly number[]).includes(response.status)) break;
      // The server may say when to come back; a wait longer than the cap fails now, with this answer.
      const wait = retryAfterMs(response.headers.get('Retry-After')) ?? 0;
      if (wait > request.retryAfterMaxMs) break;
      void response.body?.cancel().catch(() => {});
      if (wait > 0) await pause(wait, options?.signal);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return fail(op, 'Error', response.status, options);
    }
    const envelope = (body ?? {}) as { code?: number; msg?: string; field?: unknown; data?: unknown };
    const code = envelope.code ?? (response.ok ? 200 : response.status);
    if (code !== 200) return fail(op, envelope.msg || 'Error', code, options, typeof envelope.field === 'string' ? envelope.field : undefined);
    return 'data' in envelope || 'code' in envelope ? envelope.data : body;
  }) as Transport;
}
