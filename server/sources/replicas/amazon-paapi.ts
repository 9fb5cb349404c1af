// A local stand-in for PA-API 5.0 on Japan's host, so the amazon-paapi kind is tested without the internet:
// it checks each request's Signature Version 4 with the credentials it was started with, and refuses as the
// documents say (troubleshooting/error-messages.html, read 2026-12-02): an unknown key, a wrong signature, a
// partner tag not of that key, more requests a second than allowed, an outage.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { signRequest } from '../aws-sigv4';
import { type Good, goods } from './amazon-paapi-goods';
import { errors, invalid, operations, Refusal, targets } from './amazon-paapi-operations';
import { type ReplicaTiming, startReplicaServer } from './replica-server';

export interface PaapiReplicaOptions extends ReplicaTiming {
  accessKey: string;
  secretKey: string;
  partnerTag: string;
  /** PA-API starts every account at one request a second. */
  requestsPerSecond?: number;
}

export interface PaapiReplica {
  url: string;
  /** Answer every request with this status (500 InternalFailure, 503 a maintenance page) until given null. */
  outage(status: 500 | 503 | null): void;
  /** While on, requests get no answer at all (a provider past our timeout). */
  stall(on: boolean): void;
  /** Changes an item (by its ASIN) as its seller changing the price or the stock would. */
  change(asin: string, change: Partial<Pick<Good, 'priceYen' | 'availability'>>): void;
  close(): Promise<void>;
}

const authorizationForm =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;
const unknownOperation = 'The operation requested is invalid. Please verify that the operation name is typed correctly.';

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function checkSignature(request: IncomingMessage, body: string, options: PaapiReplicaOptions): void {
  const match = authorizationForm.exec(request.headers.authorization ?? '');
  const date = request.headers['x-amz-date'];
  if (!match || typeof date !== 'string' || !/^\d{8}T\d{6}Z$/.test(date)) {
    throw new Refusal(400, 'IncompleteSignature', 'The request signature did not include all of the required components.');
  }
  const [accessKey = '', day, region = '', service = '', signedHeaders = '', signature = ''] = match.slice(1);
  if (accessKey !== options.accessKey) {
    throw new Refusal(401, 'UnrecognizedClient', 'The Access Key ID or security token included in the request is invalid.');
  }
  const names = signedHeaders.split(';');
  // X-Amz-Date goes into the signature from the time it names, so it is not passed as one more header.
  const headers = names.filter((name) => name !== 'x-amz-date').map((name) => [name, String(request.headers[name] ?? '')] as const);
  const now = Date.parse(date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const expected = signRequest(
    { method: request.method ?? '', path: request.url ?? '/', headers, body },
    { credentials: { accessKeyId: accessKey, secretAccessKey: options.secretKey }, region, service, now },
  ).signature;
  const covers = ['host', 'x-amz-date', 'x-amz-target'].every((name) => names.includes(name));
  const scoped = day === date.slice(0, 8) && region === 'us-west-2' && service === 'ProductAdvertisingAPI';
  if (!covers || !scoped || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) {
    throw new Refusal(401, 'InvalidSignature', 'The request has not been correctly signed.');
  }
}

function checkPartner(payload: Record<string, unknown>, options: PaapiReplicaOptions): void {
  if (payload.PartnerTag !== options.partnerTag) {
    throw new Refusal(400, 'InvalidPartnerTag', 'The partner tag is invalid or not present. Please visit associate central.');
  }
  if (payload.PartnerType !== 'Associates') throw invalid('PartnerType', payload.PartnerType);
  if (payload.Marketplace !== undefined && payload.Marketplace !== 'www.amazon.co.jp') throw invalid('Marketplace', payload.Marketplace);
}

function parse(body: string): Record<string, unknown> {
  try {
    const payload: unknown = JSON.parse(body);
    if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) return payload as Record<string, unknown>;
  } catch {
    // answered below, as for any body that is not an object
  }
  throw new Refusal(400, 'InvalidParameterValue', 'The request body is not a JSON object.');
}

export async function startPaapiReplica(options: PaapiReplicaOptions): Promise<PaapiReplica> {
  let outage: 500 | 503 | null = null;
  const perSecond = options.requestsPerSecond ?? 1;
  const recent: number[] = [];
  // Each replica its own copy, so one test's price change is not another's.
  const stock = goods.map((good) => ({ ...good }));

  function handle(request: IncomingMessage, body: string): { status: number; body: unknown } {
    if (outage === 500) throw new Refusal(500, 'InternalFailure', 'The request processing has failed because of an unknown error.');
    const path = request.url ?? '';
    const operation = operations[path];
    if (request.method !== 'POST' || !operation) throw new Refusal(404, 'UnknownOperation', unknownOperation);
    checkSignature(request, body, options);
    if (request.headers['x-amz-target'] !== targets[path] || request.headers['content-encoding'] !== 'amz-1.0') {
      throw new Refusal(400, 'UnknownOperation', unknownOperation);
    }
    const now = Date.now();
    while (recent.length > 0 && (recent[0] ?? now) <= now - 1000) recent.shift();
    if (recent.length >= perSecond) {
      throw new Refusal(429, 'TooManyRequests', 'The request was denied due to request throttling. Please verify the number of requests made per second.');
    }
    recent.push(now);
    const payload = parse(body);
    checkPartner(payload, options);
    return operation(payload, stock);
  }

  const server = await startReplicaServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (outage === 503) {
        response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
        return;
      }
      try {
        const answer = handle(request, Buffer.concat(chunks).toString('utf8'));
        send(response, answer.status, answer.body);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        send(response, error.status, errors(error));
      }
    });
  }, options);
  return {
    url: server.base,
    outage(status) {
      outage = status;
    },
    stall: server.stall,
    change(asin, change) {
      const good = stock.find((candidate) => candidate.asin === asin);
      if (!good) throw new Error(`the replica has no item ${asin}`);
      Object.assign(good, change);
    },
    close: server.close,
  };
}
