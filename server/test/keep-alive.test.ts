// A kept-alive connection must outlive the clients' own idle time: otherwise a client that reuses it just as
// we close it (Playwright's and Node's agent after 5 s, undici after 4 s, a load balancer after 60 s) gets a
// reset for a request we never read — the cause of "read ECONNRESET" in a browser test that had waited on
// staff for a few seconds between two calls.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function keepAliveHeader(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { connection: 'keep-alive' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['keep-alive'] as string | undefined));
    }).on('error', reject).end();
  });
}

it('keeps an idle connection open longer than the clients that reuse connections keep theirs', async () => {
  const header = await keepAliveHeader(`${server.url}/?n=Sig.Front.Front.GlobalHomeInfo&language=en&deviceId=pc_keepalive`);
  const seconds = Number(/timeout=(\d+)/.exec(header ?? '')?.[1]);
  expect(seconds).toBe(constants.server.keepAliveSeconds);
  // Node's agent and undici give up an idle socket after at most 5 s; load balancers commonly after 60 s.
  expect(seconds).toBeGreaterThan(60);
});
