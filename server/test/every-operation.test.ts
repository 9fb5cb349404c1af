// Every operation of the generated table, whatever it does: login-required ones refuse a logged-out
// caller, and ones with params refuse invalid ones naming a field — each with the database unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type OperationDef, operations } from '../../generated/api/operations';
import { paramsSchema, queryRecord } from '../http/params';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
let member: Shopper;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  member = await server.verifiedShopper('every@example.com');
  staff = await server.staffMember('every-staff@example.com');
});
afterAll(() => server.close());

// Each test's "before" is the previous test's "after" (the database as the last test left it), so the
// whole database is read once per test rather than twice: over three hundred tests, half the suite's time.
let unchanged: string | undefined;
async function expectUnchangedBy(work: () => Promise<void>) {
  const before = unchanged ?? (await fingerprint(server.services.db));
  try {
    await work();
  } finally {
    // Read even when the test fails, so that the next one is judged by what it does itself.
    unchanged = await fingerprint(server.services.db);
  }
  expect(unchanged).toBe(before);
}

const all: OperationDef[] = Object.values(operations);
const keysOf = (op: OperationDef) => Object.keys((op.params as unknown as z.ZodObject).shape);

/**
 * A value no field type accepts: an object for a JSON body, an over-long string in a query (longer than any
 * GET string of the spec; short enough that a query of many of them stays under Node's 16 KB header limit).
 */
function invalidParams(op: OperationDef): Record<string, unknown> {
  const bad = op.method === 'GET' ? 'x'.repeat(1000) : { not: 'a value' };
  return Object.fromEntries(keysOf(op).map((key) => [key, bad]));
}

describe('login-required operations refuse logged-out callers', () => {
  for (const op of all.filter((o) => o.auth === 'required' || o.auth === 'staff')) {
    it(op.name, () =>
      expectUnchangedBy(async () => {
        const answer = await server.shopper().call(op.name, {});
        expect([answer.status, answer.body.code]).toEqual([403, 403]);
      }));
  }
});

describe('operations refuse invalid params, naming the field', () => {
  for (const op of all.filter((o) => keysOf(o).length > 0)) {
    it(op.name, async () => {
      const params = invalidParams(op);
      // The test means something only if the schema itself refuses these params.
      const received = op.method === 'GET' ? queryRecord(new URLSearchParams(params as Record<string, string>)) : params;
      expect(paramsSchema(op).safeParse(received).success).toBe(false);
      const caller = op.auth === 'staff' ? staff : op.auth === 'required' ? member : server.shopper();
      await expectUnchangedBy(async () => {
        const answer = await caller.call(op.name, params);
        expect(answer.status).toBe(400);
        expect(keysOf(op)).toContain(answer.body.field?.split('.')[0]);
        expect(answer.body.msg).toContain(answer.body.field);
      });
    });
  }
});
