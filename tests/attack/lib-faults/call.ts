// One API call as the storefront's wrapper sends it (`/api/<name>`, GET parameters in the query, a JSON
// body otherwise, the session cookie and the anti-forgery token), without the wrapper's retry: the load
// and fault runs count every answer. A call that does not answer within `timeoutMs` is status 0.
import { isOperationName, operations } from '../../../generated/api/operations';
import { sessionCookieName } from '../../../server/http/cookies';

export interface Answer {
  status: number;
  msg: string;
  data: unknown;
  ms: number;
}

export interface Caller {
  sid: string;
  csrf: string | null;
  deviceId: string;
}

export async function callApi(base: string, who: Caller, name: string, params: Record<string, unknown> = {}, timeoutMs = 10_000): Promise<Answer> {
  const method = isOperationName(name) ? operations[name].method : 'POST';
  const query = new URLSearchParams({ from: 'INTERNATIONAL', isNew: '1', language: 'en', deviceId: who.deviceId });
  if (method === 'GET') for (const [k, v] of Object.entries(params)) query.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  const headers: Record<string, string> = { Cookie: `${sessionCookieName}=${who.sid}` };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  if (who.csrf) headers['X-Csrf-Token'] = who.csrf;
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/${name}?${query}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(params),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: { msg?: string; data?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { msg: text.slice(0, 200) };
    }
    return { status: response.status, msg: body.msg ?? '', data: body.data, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, msg: error instanceof Error ? `${error.name}: ${error.message}` : String(error), data: null, ms: performance.now() - started };
  }
}
