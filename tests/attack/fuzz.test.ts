// Property-based fuzzing of every operation of spec/api.yaml against the real server, in both call shapes
// (`/?n=<name>` and `/api/<name>`), logged out, as a shopper with data of their own, and as staff for the
// console's calls: params valid by schema, valid ones with one field made hostile, hostile objects, raw
// bodies JSON.stringify never writes, wrong methods and content types. Whatever comes in, the answer is
// under 500, JSON, and a refusal's `msg` shows no trace, path, SQL or runtime detail.
// ATTACK_FUZZ_RUNS (runs per operation, shape and caller; default 10) and ATTACK_FUZZ_SEED repeat or widen a run.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationDef, operations } from '../../generated/api/operations';
import { constants } from '../../generated/constants';
import { type TestServer, nextIp, startTestServer } from '../../server/test/harness';
import type { Shopper } from '../../server/test/shopper';
import { answerProblem, readAnswer } from './answer';
import { hostileKey, hostileValue, jsonSchemaOf, plainOf, rawBodies, sweepStrings, textFields, validOf } from './arbitraries';
import { makeOwner } from './owned';

const runs = Number(process.env.ATTACK_FUZZ_RUNS ?? 10);
const seed = process.env.ATTACK_FUZZ_SEED === undefined ? undefined : Number(process.env.ATTACK_FUZZ_SEED);

type Caller = 'anonymous' | 'shopper' | 'staff';

interface FuzzRequest {
  method: string;
  contentType: string | null;
  params: Record<string, unknown>;
  /** Sent instead of JSON.stringify(params) when set. */
  rawBody: string | Uint8Array<ArrayBuffer> | null;
  /** Query keys of the call envelope, with hostile values. */
  envelope: [string, string][];
  /** GET: list params as repeated keys instead of JSON. */
  repeatLists: boolean;
}

const keysOf = (op: OperationDef) => Object.keys((op.params as unknown as { shape: object }).shape);

function paramsArbitrary(op: OperationDef): fc.Arbitrary<Record<string, unknown>> {
  const keys = keysOf(op);
  const big = op.method !== 'GET';
  const schema = jsonSchemaOf(op.params);
  const valid = validOf(schema).map((v) => ({ ...(v as Record<string, unknown>) }));
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((k) => k in properties);
  // The required fields and one other, valid by schema and hostile in content where it is text.
  const requiredOnly = fc.record(Object.fromEntries(required.map((k) => [k, validOf(properties[k]!)])));
  const focused = keys.length === 0 ? valid : fc.tuple(requiredOnly, fc.constantFrom(...keys)).chain(([base, k]) => validOf(properties[k]!).map((v) => ({ ...base, [k]: v })));
  const withOneBad = keys.length === 0 ? valid : fc.tuple(valid, fc.constantFrom(...keys), hostileValue(big)).map(([v, k, bad]) => ({ ...v, [k]: bad }));
  const withoutOne = keys.length === 0 ? valid : fc.tuple(valid, fc.constantFrom(...keys)).map(([v, k]) => Object.fromEntries(Object.entries(v).filter(([key]) => key !== k)));
  const withExtra = fc.tuple(valid, hostileKey(keys), hostileValue(false)).map(([v, k, extra]) => ({ ...v, [k]: extra }));
  const hostile = fc.dictionary(fc.oneof(hostileKey(keys), ...(keys.length > 0 ? [fc.constantFrom(...keys)] : [])), hostileValue(big), { maxKeys: 6 });
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: focused },
    { weight: 4, arbitrary: withOneBad },
    { weight: 1, arbitrary: withoutOne },
    { weight: 1, arbitrary: withExtra },
    { weight: 2, arbitrary: hostile },
  );
}

const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);
const envelopeKeys = ['language', 'deviceId', 'from', 'isNew', 'n'];

function requestArbitrary(op: OperationDef): fc.Arbitrary<FuzzRequest> {
  const otherMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter((m) => m !== op.method);
  return fc.record({
    method: fc.oneof({ weight: 9, arbitrary: fc.constant(op.method) }, { weight: 1, arbitrary: fc.constantFrom(...otherMethods) }),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant<string | null>('application/json') },
      { weight: 1, arbitrary: fc.constantFrom<string | null>(null, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/vnd.api+json', 'application/xml', 'APPLICATION/JSON', 'application/json;;;charset="') },
    ),
    params: paramsArbitrary(op),
    rawBody: fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: fc.constantFrom<string | Uint8Array<ArrayBuffer>>(...rawBodies, invalidUtf8) }),
    envelope: fc.oneof(
      { weight: 4, arbitrary: fc.constant<[string, string][]>([]) },
      { weight: 1, arbitrary: fc.array(fc.tuple(fc.constantFrom(...envelopeKeys), fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('<script>', "' OR 1=1--", 'x'.repeat(2000), '__proto__'))), { maxLength: 3 }) },
    ),
    repeatLists: fc.boolean(),
  });
}

function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
}

async function send(caller: Shopper, baseUrl: string, op: OperationDef, shape: 'query' | 'api', request: FuzzRequest): Promise<Response> {
  const query = new URLSearchParams();
  if (shape === 'query') query.set('n', op.name);
  query.set('from', 'INTERNATIONAL');
  query.set('language', 'en');
  query.set('deviceId', caller.deviceId);
  for (const [key, value] of request.envelope) query.append(key, value);
  if (request.method === 'GET') {
    for (const [key, value] of Object.entries(request.params)) {
      if (Array.isArray(value) && request.repeatLists) for (const item of value) query.append(key, queryValue(item));
      else query.append(key, queryValue(value));
    }
  }
  const path = shape === 'api' ? `/api/${op.name}` : '/';
  const hasBody = request.method !== 'GET' && request.method !== 'OPTIONS';
  const headers: Record<string, string> = { 'X-Forwarded-For': nextIp() };
  if (hasBody && request.contentType !== null) headers['Content-Type'] = request.contentType;
  caller.extraHeaders = headers;
  return caller.fetch(`${baseUrl}${path}?${query}`, { method: request.method, headers, body: hasBody ? (request.rawBody ?? JSON.stringify(request.params)) : undefined });
}

const bodyBytes = (request: FuzzRequest) => (request.rawBody instanceof Uint8Array ? request.rawBody.length : Buffer.byteLength(request.rawBody ?? JSON.stringify(request.params)));

/**
 * The answer, or null when the server cut the connection of a body over its limit before reading it all
 * (it answers 413 and closes; a client still writing may see the close first). A connection closed under
 * any other request is tried once more on a new one: keep-alive sockets the server closed after an earlier
 * refusal are the client's problem, a second failure is the server's.
 */
async function sendOnce(caller: Shopper, baseUrl: string, op: OperationDef, shape: 'query' | 'api', request: FuzzRequest): Promise<Response | null> {
  try {
    return await send(caller, baseUrl, op, shape, request);
  } catch (error) {
    if (request.method !== 'GET' && bodyBytes(request) > constants.server.bodyLimitBytes) return null;
    try {
      return await send(caller, baseUrl, op, shape, request);
    } catch {
      throw error;
    }
  }
}

let server: TestServer;
const callers = {} as Record<Caller, Shopper>;

async function freshShopper(): Promise<Shopper> {
  const staff = callers.staff ?? (await server.staffMember(`fuzz-staff-owner-${Date.now()}@example.com`));
  const owner = await makeOwner(server, `fuzz-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`, staff);
  return owner.shopper;
}

beforeAll(async () => {
  server = await startTestServer();
  callers.anonymous = server.shopper();
  callers.staff = await server.staffMember('fuzz-staff@example.com');
  callers.shopper = await freshShopper();
});
afterAll(() => server?.close());

/** A call may log its caller out or delete the account (that is what some do): the next test gets a new one. */
async function ensureLoggedIn(caller: Caller): Promise<void> {
  if (caller === 'anonymous') return;
  callers[caller].extraHeaders = {};
  const check = () => callers[caller].call('Sig.Front.User.AppUserSetting.GetUserInfo');
  // Tried once more on a dropped connection, as sendOnce does.
  const answer = await check().catch(check);
  if (answer.status === 200) return;
  callers[caller] = caller === 'staff' ? await server.staffMember(`fuzz-staff-${Date.now()}@example.com`) : await freshShopper();
}

describe.each(Object.values(operations) as OperationDef[])('$name', (op) => {
  const who: Caller[] = op.auth === 'staff' ? ['anonymous', 'shopper', 'staff'] : ['anonymous', 'shopper'];
  for (const caller of who) {
    for (const shape of ['query', 'api'] as const) {
      it(`${caller}, ${shape === 'query' ? '/?n=' : '/api/'}`, async () => {
        await ensureLoggedIn(caller);
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op), async (request) => {
            const response = await sendOnce(callers[caller], server.url, op, shape, request);
            if (response === null) return;
            const answer = await readAnswer(response);
            // Node's HTTP parser itself refuses a query over its header limit (16 KB), before the app sees it.
            if (answer.status === 431 && request.method === 'GET') return;
            const problem = answerProblem(answer);
            if (problem) throw new Error(problem);
          }),
          { numRuns: runs, seed, endOnFailure: false, verbose: 0 },
        );
      });
    }
  }
});

// Random runs seldom put one given character into one given field of a call with many; this sweep does,
// for every text field of every operation, with the other fields plain and valid.
describe('every text field, one hostile string at a time', () => {
  for (const op of Object.values(operations) as OperationDef[]) {
    const schema = jsonSchemaOf(op.params);
    const fields = textFields(schema);
    if (fields.length === 0) continue;
    const caller: Caller = op.auth === 'staff' ? 'staff' : op.auth === 'none' ? 'anonymous' : 'shopper';
    it(`${op.name} (${fields.map((f) => f.key).join(', ')})`, async () => {
      await ensureLoggedIn(caller);
      const base = plainOf(schema) as Record<string, unknown>;
      const problems: string[] = [];
      let turn = 0;
      for (const { key, minLength, maxLength } of fields) {
        const values = [...sweepStrings, 'x'.repeat(maxLength)].filter((v) => v.length >= minLength && v.length <= maxLength);
        for (const value of values) {
          const request: FuzzRequest = { method: op.method, contentType: 'application/json', params: { ...base, [key]: value }, rawBody: null, envelope: [], repeatLists: false };
          const response = await sendOnce(callers[caller], server.url, op, turn++ % 2 === 0 ? 'query' : 'api', request);
          if (response === null) continue;
          const problem = answerProblem(await readAnswer(response));
          if (problem) problems.push(`${key}=${JSON.stringify(value).slice(0, 40)}: ${problem.slice(0, 200)}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('after the fuzz', () => {
  it('left no key on Object.prototype', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
  it('still serves', async () => {
    const answer = await callers.anonymous.call('Sig.Front.Front.Config');
    expect(answer.status).toBe(200);
  });
});
