// The request log: one pino line per request with its id, operation, method, status, time and, once the
// caller is known, the user id — read back from the log stream of a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { type TestServer, startTestServer } from './harness';
import { type LogLine, captureLog } from './log-capture';

describe('request log', () => {
  let server: TestServer;
  const { log, lines } = captureLog('info');
  const requests = () => lines.filter((l) => l.msg === 'request');

  beforeAll(async () => {
    server = await startTestServer({}, undefined, undefined, undefined, log);
  });
  afterAll(() => server.close());

  const lineFor = (requestId: string | null): LogLine => {
    const line = requests().find((l) => l.reqId === requestId);
    expect(line, `a request line for ${requestId}`).toBeDefined();
    return line!;
  };

  it('logs an anonymous call with its operation, method, status and time, and no user', async () => {
    const answer = await server.shopper().call('Sig.Front.Front.Config', {}, { shape: 'api' });
    expect(answer.status).toBe(200);
    const line = lineFor(answer.headers.get('x-request-id'));
    expect(line).toMatchObject({ level: 30, op: 'Sig.Front.Front.Config', method: 'GET', status: 200 });
    expect(line.ms).toBeTypeOf('number');
    expect(line).not.toHaveProperty('userId');
  });

  it('logs a logged-in call with the caller’s user id', async () => {
    const shopper = await server.verifiedShopper('logged@example.com');
    const me = await createApiClient(shopper.transport()).getUserInfo();
    const answer = await shopper.call('Sig.Front.User.AppUserSetting.GetUserInfo');
    expect(answer.status).toBe(200);
    expect(lineFor(answer.headers.get('x-request-id'))).toMatchObject({ op: 'Sig.Front.User.AppUserSetting.GetUserInfo', status: 200, userId: me.id });
  });

  it('logs a failing call with its status, and a page with its path', async () => {
    const refused = await server.shopper().call('Sig.Front.User.AppUserSetting.GetUserInfo');
    expect(refused.status).toBe(403);
    expect(lineFor(refused.headers.get('x-request-id'))).toMatchObject({ op: 'Sig.Front.User.AppUserSetting.GetUserInfo', status: 403 });
    const unknown = await server.shopper().call('noSuchCall', {}, { method: 'POST' });
    expect(lineFor(unknown.headers.get('x-request-id'))).toMatchObject({ op: 'noSuchCall', status: 404 });
    const page = await server.shopper().fetch(`${server.url}/healthz`);
    expect(lineFor(page.headers.get('x-request-id'))).toMatchObject({ op: '/healthz', method: 'GET', status: 200 });
  });
});
