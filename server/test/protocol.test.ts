// The call protocol of spec §7 over real HTTP: both shapes, GET coercion, the error statuses, and the
// database untouched by every refused call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { handlers } from '../handlers';
import { Serialized, encodeJson, joinObjects } from '../http/serialized';
import { catalogues } from '../messages';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('call shapes', () => {
  it('answers ?n=<name> and /api/<name> alike', async () => {
    const shopper = server.shopper();
    const byQuery = await shopper.call('Sig.Front.SubSite.AppYahoo.GetFirstNav');
    const byPath = await shopper.call('Sig.Front.SubSite.AppYahoo.GetFirstNav', {}, { shape: 'api' });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.code).toBe(200);
    expect(byPath.body).toEqual(byQuery.body);
  });

  it('coerces GET strings per the schema and validates after', async () => {
    const shopper = server.shopper();
    const ok = await shopper.call('Sig.Front.AppApi.UserSourceAd', { source: 'newsletter' });
    expect(ok.body).toEqual({ code: 200, data: { source: 'newsletter' } });
    const tooLong = await shopper.call('Sig.Front.AppApi.UserSourceAd', { source: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.field).toBe('source');
    expect(tooLong.body.msg).toContain('source');
  });
});

describe('refused calls change nothing', () => {
  const cases: [string, (s: ReturnType<TestServer['shopper']>) => ReturnType<ReturnType<TestServer['shopper']>['call']>, number, string?][] = [
    ['unknown name (query)', (s) => s.call('Sig.Front.No.Such', {}, { method: 'GET' }), 404],
    ['unknown name (path)', (s) => s.call('Sig.Front.No.Such', {}, { method: 'POST', shape: 'api' }), 404],
    ['wrong method', (s) => s.call('Sig.Front.AppApi.Login', {}, { method: 'GET' }), 405],
    ['malformed JSON', (s) => s.call('Sig.Front.AppApi.Register', {}, { rawBody: '{"email": "a@b.co",' }), 400],
    ['a JSON list instead of an object', (s) => s.call('Sig.Front.AppApi.Register', [], { rawBody: '[1,2]' }), 400],
    ['a form post', (s) => s.call('Sig.Front.AppApi.Register', {}, { rawBody: 'email=a%40b.co', contentType: 'application/x-www-form-urlencoded' }), 415],
    ['a number where a string goes', (s) => s.call('Sig.Front.AppApi.Register', { email: 'new@example.com', password: 12345678 }), 400, 'password'],
    ['a missing field', (s) => s.call('Sig.Front.AppApi.Register', { password: 'long enough 1' }), 400, 'email'],
    ['a password too short', (s) => s.call('Sig.Front.AppApi.Register', { email: 'new@example.com', password: 'short' }), 400, 'password'],
    ['an email the spec §5 rule refuses', (s) => s.call('Sig.Front.AppApi.Register', { email: "o'brien@example.com", password: 'long enough 1' }), 400, 'email'],
    ['a number for the login password', (s) => s.call('Sig.Front.AppApi.Login', { email: 'x@example.com', password: 1 }), 400, 'password'],
    // Neither database stores NUL (PostgreSQL refuses it in text; SQLite's full-text query stops at it).
    ['NUL in a text field', (s) => s.call('Sig.Front.AppApi.Register', { email: 'new@example.com', password: 'long enough\u00001' }), 400, 'password'],
    ['NUL in a GET parameter', (s) => s.call('Sig.Front.AppApi.UserSourceAd', { source: 'news\u0000letter' }), 400, 'source'],
    ['NUL in a key', (s) => s.call('Sig.Front.AppApi.Register', { email: 'new@example.com', password: 'long enough 1', 'x\u0000': 1 }), 400, 'x'],
    // PostgreSQL's integer columns refuse it even in a comparison (a 500 there, nothing found on SQLite).
    ['an id beyond 32 bits', (s) => s.call('Sig.Front.Experience.Detail', { id: 2 ** 31 }), 400, 'id'],
    ['a negative integer beyond 32 bits', (s) => s.call('Sig.Front.Front.CalcLandedCost', { priceYen: 1000, weightGrams: 500, country: 'US', domesticShippingYen: -(2 ** 31) - 1 }), 400, 'domesticShippingYen'],
    ['a body nested 5,000 deep', (s) => s.call('Sig.Front.AppApi.CheckVerifyCode', {}, { rawBody: `${'{"a":'.repeat(5000)}"\\u0000"${'}'.repeat(5000)}` }), 400],
    ['a huge body', (s) => s.call('Sig.Front.AppApi.Register', {}, { rawBody: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(constants.server.bodyLimitBytes) }) }), 413],
  ];
  for (const [title, send, status, field] of cases) {
    it(`${title}: ${status}`, async () => {
      const before = await fingerprint(server.services.db);
      const answer = await send(server.shopper());
      expect(answer.status).toBe(status);
      expect(answer.body.code).toBe(status);
      expect(answer.body.msg).toBeTruthy();
      if (field) expect(answer.body.field).toBe(field);
      expect(await fingerprint(server.services.db)).toBe(before);
    });
  }

  it('names the operation it does not know', async () => {
    const answer = await server.shopper().call('Sig.Front.No.Such', {}, { method: 'GET' });
    expect(answer.body.msg).toContain('Sig.Front.No.Such');
  });

  it('closes the connection of a body over the limit, so no client sends its next call down it', async () => {
    const answer = await server.shopper().call('Sig.Front.AppApi.Register', {}, { rawBody: JSON.stringify({ password: 'x'.repeat(6 * constants.server.bodyLimitBytes) }) });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('connection')).toBe('close');
  });

  it('tells the right method', async () => {
    const answer = await server.shopper().call('Sig.Front.AppApi.Login', {}, { method: 'GET' });
    expect(answer.headers.get('allow')).toBe('POST');
  });
});

describe('messages in the caller’s language', () => {
  it('answers in the language of the call, of Accept-Language, or en', async () => {
    const shopper = server.shopper();
    const ask = (language: string) => shopper.call('Sig.Front.User.AppUserSetting.GetUserInfo', {}, { language });
    expect((await ask('ja')).body.msg).toBe(catalogues.ja.loginRequired);
    expect((await ask('zh-TW')).body.msg).toBe(catalogues.zhTw.loginRequired);
    expect((await ask('xx')).body.msg).toBe(catalogues.en.loginRequired);
    const byHeader = await shopper.fetch(`${server.url}/?n=Sig.Front.User.AppUserSetting.GetUserInfo`, { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect(((await byHeader.json()) as { msg: string }).msg).toBe(catalogues.fr.loginRequired);
  });
});

describe('faults', () => {
  it('a handler that throws is a 500 with a request id and no stack', async () => {
    const broken = await startTestServer({}, {
      ...handlers,
      'Sig.Front.Front.Config': async () => {
        throw new Error('database on fire at /secret/path.ts:12');
      },
    });
    try {
      const answer = await broken.shopper().call('Sig.Front.Front.Config');
      expect(answer.status).toBe(500);
      const id = answer.headers.get('x-request-id');
      expect(id).toBeTruthy();
      expect(answer.body.msg).toContain(id);
      expect(JSON.stringify(answer.body)).not.toMatch(/secret|fire|\.ts/);
    } finally {
      await broken.close();
    }
  });

  it('a full disk is a 507 and an unreachable database a 503 with Retry-After, each saying so in the caller’s language', async () => {
    const fault = (code: string | undefined, message: string) => async () => {
      throw Object.assign(new Error(message), code ? { code } : {});
    };
    const failing = await startTestServer({}, {
      ...handlers,
      'Sig.Front.Front.Config': fault('SQLITE_FULL', 'database or disk is full'),
      'Sig.Front.AppApi.UserSourceAd': fault('57P01', 'terminating connection due to administrator command'),
      'Sig.Front.SubSite.AppYahoo.GetFirstNav': fault(undefined, 'Connection terminated unexpectedly'),
    });
    try {
      const full = await failing.shopper().call('Sig.Front.Front.Config', {}, { language: 'de' });
      expect(full.status).toBe(507);
      expect(full.body).toEqual({ code: 507, msg: catalogues.de.storageFull });
      for (const name of ['Sig.Front.AppApi.UserSourceAd', 'Sig.Front.SubSite.AppYahoo.GetFirstNav']) {
        const down = await failing.shopper().call(name, { source: 'x' });
        expect(down.status).toBe(503);
        expect(down.body).toEqual({ code: 503, msg: catalogues.en.databaseUnavailable });
        expect(down.headers.get('retry-after')).toBe(String(constants.server.databaseRetryAfterSeconds));
      }
    } finally {
      await failing.close();
    }
  });

  it('a result its schema refuses is a 500, not a wrong answer', async () => {
    const drifting = await startTestServer({}, {
      ...handlers,
      'Sig.Front.Front.Config': async () => ({ serviceNameMap: [{ name: 'inspection' }] }) as never,
    });
    try {
      expect((await drifting.shopper().call('Sig.Front.Front.Config')).status).toBe(500);
    } finally {
      await drifting.close();
    }
  });

  it('a result handed back already serialized is checked by its value and sent as its text', async () => {
    const good = { serviceNameMap: [{ name: 'inspection', value: 'Inspection' }], demonstration: false };
    const serializing = await startTestServer({}, {
      ...handlers,
      'Sig.Front.Front.Config': async () => new Serialized(() => good, joinObjects(encodeJson({ serviceNameMap: good.serviceNameMap }), encodeJson({ demonstration: false }))),
      'Sig.Front.Front.GlobalHomeInfo': async () => new Serialized(() => ({ serviceNameMap: [{ name: 'x' }] }) as never, encodeJson({})),
    });
    try {
      const answer = await serializing.shopper().call('Sig.Front.Front.Config');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body).toEqual({ code: 200, data: good });
      expect((await serializing.shopper().call('Sig.Front.Front.GlobalHomeInfo')).status).toBe(500);
    } finally {
      await serializing.close();
    }
  });
});

describe('joinObjects', () => {
  it('puts its own keys first and keeps the shared bytes as they are', () => {
    const text = (parts: readonly Buffer[]) => Buffer.concat(parts).toString('utf8');
    expect(JSON.parse(text(joinObjects(encodeJson({ a: 1, b: [2] }), Buffer.from('{"c":"3","d":{"e":"€"}}'))))).toEqual({ a: 1, b: [2], c: '3', d: { e: '€' } });
    expect(text(joinObjects(encodeJson({}), Buffer.from('{"c":3}')))).toBe('{"c":3}');
    expect(text(joinObjects(encodeJson({ a: '₩' }), encodeJson({})))).toBe('{"a":"₩"}');
  });
});
