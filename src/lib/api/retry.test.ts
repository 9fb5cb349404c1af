// The retry rule of the call wrapper against a real HTTP server on a loopback port: the real wrapper and
// the runtime's own fetch, with only the server's answers scripted.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../generated/api/endpoints';
import { constants } from '../../../generated/constants';
import { createTransport, retryAfterMs } from './transport';

type Answer = { status: number; headers?: Record<string, string> };

let server: Server;
let baseUrl = '';
/** What the server answers next, one entry per request; then a success. */
let script: Answer[] = [];
let requests: { method: string; at: number }[] = [];

function answer(req: IncomingMessage, res: ServerResponse) {
  requests.push({ method: req.method ?? '', at: Date.now() });
  req.resume();
  const next = script.shift();
  if (!next) {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: 200, data: { answered: requests.length } }));
    return;
  }
  res.writeHead(next.status, { 'Content-Type': 'application/json', ...next.headers });
  res.end(JSON.stringify({ code: next.status, msg: `status ${next.status}` }));
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  requests = [];
});

const transport = () =>
  createTransport({ baseUrl, edition: 'global', language: () => 'en', deviceId: () => 'pc_test' });

// A GET operation (safe to repeat) and a POST one (a payload method, not retried by default).
const idempotent = endpoints['Sig.Front.AppApi.UserSourceAd'];
const payload = endpoints['Sig.Front.SubSite.App.ApplyUnblockGoods'];
const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504];

describe('the retry rule (spec: idempotent requests retried once on transient statuses)', () => {
  it('covers exactly the statuses the spec names', () => {
    expect([...constants.request.retryStatuses].sort()).toEqual(retryStatuses);
    expect(idempotent.method).toBe('GET');
    expect(idempotent.retry).toBe(true);
    expect(payload.method).toBe('POST');
    expect(payload.retry).toBe(false);
  });

  it.each(retryStatuses)('retries an idempotent call once after %i, and succeeds', async (status) => {
    script = [{ status }];
    await expect(transport()(idempotent, {})).resolves.toEqual({ answered: 2 });
    expect(requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it.each(retryStatuses)('fails after one retry when %i comes twice', async (status) => {
    script = [{ status }, { status }, { status }];
    await expect(transport()(idempotent, {}, { silent: true })).rejects.toMatchObject({ status });
    expect(requests).toHaveLength(2);
  });

  it.each(retryStatuses)('never retries a payload method after %i', async (status) => {
    script = [{ status }];
    await expect(transport()(payload, { Type: 1, Url: 'm1' }, { silent: true })).rejects.toMatchObject({ status });
    expect(requests.map((r) => r.method)).toEqual(['POST']);
  });

  it.each([400, 401, 403, 404, 410, 422, 501, 505])('does not retry %i', async (status) => {
    script = [{ status }];
    await expect(transport()(idempotent, {}, { silent: true })).rejects.toMatchObject({ status });
    expect(requests).toHaveLength(1);
  });

  it('waits the seconds Retry-After asks for before the retry', async () => {
    script = [{ status: 503, headers: { 'Retry-After': '1' } }];
    await expect(transport()(idempotent, {})).resolves.toEqual({ answered: 2 });
    expect(requests[1]!.at - requests[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('waits until the HTTP date Retry-After names', async () => {
    // HTTP dates have whole seconds: two seconds ahead is at least one second's wait.
    const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000);
    script = [{ status: 429, headers: { 'Retry-After': at.toUTCString() } }];
    await expect(transport()(idempotent, {})).resolves.toEqual({ answered: 2 });
    expect(requests[1]!.at).toBeGreaterThanOrEqual(at.getTime() - 50);
  });

  it('fails at once, without a retry, when Retry-After asks for longer than the cap', async () => {
    const seconds = constants.request.retryAfterMaxMs / 1000 + 1;
    script = [{ status: 503, headers: { 'Retry-After': String(seconds) } }];
    const started = Date.now();
    await expect(transport()(idempotent, {}, { silent: true })).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
    // Sooner than the wait it was asked for, which a busy machine cannot stretch a call to.
    expect(Date.now() - started).toBeLessThan(seconds * 1000);
  });

  it('stops waiting when the caller aborts', async () => {
    script = [{ status: 503, headers: { 'Retry-After': '5' } }];
    const controller = new AbortController();
    const call = transport()(idempotent, {}, { signal: controller.signal });
    const aborted = expect(call).rejects.toBeDefined();
    // Abort once the first answer is in, while the wrapper waits for its retry.
    await expect.poll(() => requests.length).toBe(1);
    controller.abort();
    await aborted;
    expect(requests).toHaveLength(1);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('reads delay-seconds and HTTP dates, a past date as no wait', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Wed, 25 Nov 2026 12:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMs('Wed, 25 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });
  it('ignores a missing or meaningless header', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('', now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs('-5', now)).toBeNull();
  });
});
