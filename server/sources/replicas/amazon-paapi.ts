// A local stand-in for PA-API 5.0 on Japan's host, so the amazon-paapi kind is tested without the internet:
// it checks each request's Signature Version 4 with the credentials it was started with, and refuses as the
// documents say (troubleshooting/error-messages.html, read 2026-12-02): an unknown key, a wrong signature, a
// partner tag not of that key, more requests a second than allowed, an outage.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { signRequest } from '../aws-sigv4';
import { browseNode, goods, itemResources, renderItem, searchGoods, type SearchParameters } from './amazon-paapi-goods';

export interface PaapiReplicaOptions {
  accessKey: string;
  secretKey: string;
  partnerTag: string;
  /** PA-API starts every account at one request a second. */
  requestsPerSecond?: number;
}

export interface PaapiReplica {
  url: string;
  /** Answer every request with this status (500 InternalFailure, 503 maintenance) until given null. */
  outage(status: 500 | 503 | null): void;
  close(): Promise<void>;
}

const targetPrefix = 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1.';
const paths: Record<string, string> = {
  '/paapi5/searchitems': 'SearchItems',
  '/paapi5/getitems': 'GetItems',
  '/paapi5/getbrowsenodes': 'GetBrowseNodes',
};

class Refusal {
  constructor(readonly status: number, readonly code: string, readonly message: string) {}
}

const errors = (...list: Array<{ code: string; message: string }>) => ({
  Errors: list.map(({ code, message }) => ({ __type: 'com.amazon.paapi5#ErrorData', Code: code, Message: message })),
});

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function checkSignature(request: IncomingMessage, body: string, options: PaapiReplicaOptions): void {
  const authorization = request.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(authorization);
  const date = request.headers['x-amz-date'];
  if (!match || typeof date !== 'string' || !/^\d{8}T\d{6}Z$/.test(date)) {
    throw new Refusal(400, 'IncompleteSignature', 'The request signature did not include all of the required components.');
  }
  const [, accessKey, day, region, service, signedHeaders, signature] = match as unknown as string[];
  if (accessKey !== options.accessKey) {
    throw new Refusal(401, 'UnrecognizedClient', 'The Access Key ID or security token included in the request is invalid.');
  }
  const names = signedHeaders!.split(';');
  const signedOk = ['host', 'x-amz-date', 'x-amz-target'].every((name) => names.includes(name));
  const headers = names
    .filter((name) => name !== 'x-amz-date')
    .map((name) => [name, String(request.headers[name] ?? '')] as const);
  const now = Date.parse(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 11)}:${date.slice(11, 13)}:${date.slice(13)}`);
  const expected = signRequest(
    { method: request.method ?? '', path: request.url ?? '/', headers, body },
    { credentials: { accessKeyId: accessKey!, secretAccessKey: options.secretKey }, region: region!, service: service!, now },
  ).signature;
  const scopeOk = day === date.slice(0, 8) && region === 'us-west-2' && service === 'ProductAdvertisingAPI';
  if (!signedOk || !scopeOk || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature!))) {
    throw new Refusal(401, 'InvalidSignature', 'The request has not been correctly signed. If you are using an AWS SDK, requests are signed for you automatically; otherwise, go to https://webservices.amazon.co.jp/paapi5/documentation/sending-request.html#signing.');
  }
}

const invalid = (name: string, value: unknown) =>
  new Refusal(400, 'InvalidParameterValue', `The value [${String(value)}] provided in the request for ${name} is invalid.`);

function resources(payload: Record<string, unknown>): Set<string> {
  const list = payload.Resources ?? [];
  if (!Array.isArray(list)) throw invalid('Resources', list);
  for (const name of list) if (!itemResources.has(name) && !String(name).startsWith('BrowseNodes.')) throw invalid('Resources', name);
  return new Set(list as string[]);
}

function bounded(payload: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const value = payload[name] ?? fallback;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > max) throw invalid(name, value);
  return value as number;
}

function answer(operation: string, payload: Record<string, unknown>): { status: number; body: unknown } {
  if (operation === 'SearchItems') {
    // The documents ask for one of these: a browse node alone is not a search.
    if (!['Keywords', 'Actor', 'Artist', 'Author', 'Brand', 'Title'].some((name) => typeof payload[name] === 'string')) {
      throw new Refusal(400, 'InvalidParameterValue', 'Either Actor, Artist, Author, Brand, Keywords or Title should be provided in the request.');
    }
    const count = bounded(payload, 'ItemCount', 10, 10);
    const page = bounded(payload, 'ItemPage', 1, 10);
    const wanted = resources(payload);
    const found = searchGoods(payload as SearchParameters);
    const items = found.slice((page - 1) * count, page * count);
    if (items.length === 0) return { status: 404, body: errors({ code: 'NoResults', message: 'No results found for your request.' }) };
    const searchUrl = `https://www.amazon.co.jp/s?k=${encodeURIComponent(String(payload.Keywords ?? ''))}&tag=${String(payload.PartnerTag)}`;
    return { status: 200, body: { SearchResult: { Items: items.map((good) => renderItem(good, wanted)), SearchURL: searchUrl, TotalResultCount: found.length } } };
  }
  if (operation === 'GetItems') {
    const ids = payload.ItemIds;
    if (!Array.isArray(ids) || ids.length < 1 || ids.length > 10) throw invalid('ItemIds', ids);
    const wanted = resources(payload);
    const items: unknown[] = [];
    const problems: Array<{ code: string; message: string }> = [];
    for (const id of ids) {
      const good = goods.find((candidate) => candidate.asin === id);
      if (!good) problems.push({ code: 'InvalidParameterValue', message: `The ItemId ${String(id)} provided in the request is invalid.` });
      else if (good.withdrawn) problems.push({ code: 'ItemNotAccessible', message: `The ItemId ${good.asin} is not accessible through the Product Advertising API.` });
      else items.push(renderItem(good, wanted));
    }
    return { status: 200, body: { ...(items.length > 0 ? { ItemsResult: { Items: items } } : {}), ...(problems.length > 0 ? errors(...problems) : {}) } };
  }
  const ids = payload.BrowseNodeIds;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 10) throw invalid('BrowseNodeIds', ids);
  const found = ids.map((id) => browseNode(String(id)));
  if (found.some((node) => node === null)) throw invalid('BrowseNodeIds', ids.join(','));
  return { status: 200, body: { BrowseNodesResult: { BrowseNodes: found } } };
}

export async function startPaapiReplica(options: PaapiReplicaOptions): Promise<PaapiReplica> {
  let outage: 500 | 503 | null = null;
  const perSecond = options.requestsPerSecond ?? 1;
  const recent: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        if (outage === 503) return void response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
        if (outage === 500) throw new Refusal(500, 'InternalFailure', 'The request processing has failed because of an unknown error, exception or failure.');
        const operation = paths[request.url ?? ''];
        if (request.method !== 'POST' || !operation) throw new Refusal(404, 'UnknownOperation', 'The operation requested is invalid. Please verify that the operation name is typed correctly.');
        checkSignature(request, body, options);
        if (request.headers['x-amz-target'] !== targetPrefix + operation || request.headers['content-encoding'] !== 'amz-1.0') {
          throw new Refusal(400, 'UnknownOperation', 'The operation requested is invalid. Please verify that the operation name is typed correctly.');
        }
        const now = Date.now();
        while (recent.length > 0 && recent[0]! <= now - 1000) recent.shift();
        if (recent.length >= perSecond) throw new Refusal(429, 'TooManyRequests', 'The request was denied due to request throttling. Please verify the number of requests made per second to the Amazon Product Advertising API.');
        recent.push(now);
        let payload: Record<string, unknown>;
        try {
          payload = JSON.parse(body) as Record<string, unknown>;
        } catch {
          throw new Refusal(400, 'InvalidParameterValue', 'The request body is not valid JSON.');
        }
        if (payload.PartnerTag !== options.partnerTag) {
          throw new Refusal(400, 'InvalidPartnerTag', 'The partner tag is invalid or not present. Please visit associate central for a valid partner tag.');
        }
        if (payload.PartnerType !== 'Associates') throw invalid('PartnerType', payload.PartnerType);
        if (payload.Marketplace !== undefined && payload.Marketplace !== 'www.amazon.co.jp') throw invalid('Marketplace', payload.Marketplace);
        const { status, body: answerBody } = answer(operation, payload);
        send(response, status, answerBody);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        send(response, error.status, errors(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the PA-API replica has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    outage(status) {
      outage = status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
