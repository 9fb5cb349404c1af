// One signed PA-API 5.0 call: the JSON body with the partner fields every operation carries, the headers the
// documents require (Content-Encoding amz-1.0, X-Amz-Target naming the operation), SigV4 over all of them.
// https://webservices.amazon.com/paapi5/documentation/sending-request.html (read 2026-12-02).
import { signRequest } from '../aws-sigv4';
import { type ProviderContext, ProviderError } from '../provider';
import type { PaapiError } from './amazon-paapi-answers';

/** Japan's host answers in region us-west-2 (locale-reference/japan.html). */
const region = 'us-west-2';
const service = 'ProductAdvertisingAPI';
const marketplace = 'www.amazon.co.jp';

const operations = {
  SearchItems: '/paapi5/searchitems',
  GetItems: '/paapi5/getitems',
  GetBrowseNodes: '/paapi5/getbrowsenodes',
} as const;
export type Operation = keyof typeof operations;

function credential(context: ProviderContext, key: 'accessKey' | 'secretKey' | 'partnerTag'): string {
  const value = context.credentials[key];
  if (!value) throw new ProviderError('auth', `Amazon PA-API needs its ${key} credential`);
  return value;
}

interface Answer {
  status: number;
  body: Record<string, unknown> & { Errors?: PaapiError[] };
  retryAfter: string | null;
}

export async function call(operation: Operation, payload: object, context: ProviderContext): Promise<Answer> {
  const base = new URL(/^https?:\/\//.test(context.base) ? context.base : `https://${context.base}`);
  const path = operations[operation];
  const body = JSON.stringify({
    ...payload,
    PartnerTag: credential(context, 'partnerTag'),
    PartnerType: 'Associates',
    Marketplace: marketplace,
  });
  const headers: [string, string][] = [
    ['host', base.host],
    ['content-type', 'application/json; charset=utf-8'],
    ['content-encoding', 'amz-1.0'],
    ['x-amz-target', `com.amazon.paapi5.v1.ProductAdvertisingAPIv1.${operation}`],
  ];
  const signed = signRequest(
    { method: 'POST', path, headers, body },
    {
      credentials: { accessKeyId: credential(context, 'accessKey'), secretAccessKey: credential(context, 'secretKey') },
      region,
      service,
      now: context.now(),
    },
  );
  // fetch sets Host itself, from the same URL the signature named.
  const sent = Object.fromEntries([...headers.filter(([name]) => name !== 'host'), ...Object.entries(signed.headers)]);
  const response = await context.fetch(new URL(path, base).toString(), { method: 'POST', headers: sent, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    if (response.status >= 500) throw new ProviderError('unavailable', `Amazon PA-API answered HTTP ${response.status}`, response.status);
    throw new ProviderError('answer', `Amazon PA-API answered ${operation} with something not JSON`, response.status);
  }
  if (typeof parsed !== 'object' || parsed === null) {
    throw new ProviderError('answer', `Amazon PA-API answered ${operation} with something not an object`, response.status);
  }
  return { status: response.status, body: parsed as Answer['body'], retryAfter: response.headers.get('retry-after') };
}

