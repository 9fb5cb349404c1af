// The access matrix, generated from the operation table: every operation is called with shopper A's real
// ids, logged out and as shopper B. Nothing may succeed on A's objects, nothing behind login may answer a
// visitor, and no answer may hold A's data (A's marker or email). Ids come from objects A made through the
// real calls (owned.ts); the operations whose id kind could not be made are listed at the end.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationDef, operations } from '../../generated/api/operations';
import { type TestServer, startTestServer } from '../../server/test/harness';
import type { RawAnswer, Shopper } from '../../server/test/shopper';
import { jsonSchemaOf, validOf } from './arbitraries';
import { type Kind, type Owner, makeOwner } from './owned';

/** What a param names, by its name (the one hand-written part: which kinds of object A owns). */
const paramKinds: Record<string, Kind> = { addressId: 'address', cardId: 'card', couponId: 'coupon', orderId: 'order', orderIds: 'arrivedOrder', lineId: 'cartLine', lineIds: 'cartLine', ids: 'message' };
/** What `id` names, by the operation's group; groups not listed take public ids (goods, content, sellers). */
const idKinds: Record<string, Kind> = {
  AppAddress: 'address', AppCard: 'card', AppCheckout: 'checkout', AppGroup: 'group', AppOrder: 'order', AppParcel: 'parcel',
  AppRecharge: 'recharge', AppSavedSearch: 'savedSearch', AppWorkOrder: 'workOrder',
};
/** Operations whose id names a kind other than their group's. */
const idKindByOperation: Record<string, Kind> = {
  'Sig.Front.User.AppAuction.Won': 'wonAuction', 'Sig.Front.User.AppAuction.PayWon': 'wonAuction', 'Sig.Front.User.Experience.Resubmit': 'experience',
};

/** Values other params need to pass validation, so that a call reaches the lookup of A's object. */
const plausible: Record<string, unknown> = {
  country: 'US', recipient: 'Bo Kim', phone: '+1 555 010 0199', postcode: '94105', region: 'CA', city: 'San Francisco', line1: '2 Main St',
  url: 'https://shop.example.com/item/1', title: 'A thing', idempotencyKey: 'k0123456789abcdef0123456789abcdef', deadline: new Date(Date.now() + 72 * 3_600_000).toISOString(), category: 'other', subject: 'hello', body: 'hello', attachments: [], method: 'ems', options: [],
};

/** Calls on A's object that another shopper may make by design, each with why. */
const sharedByDesign: Record<string, string> = {
  'Sig.Front.User.AppGroup.Apply': 'any shopper may apply to a recruiting group (it answers the group summary, never its address)',
};

const groupOf = (name: string) => name.split('.').at(-2) ?? '';
const keysOf = (op: OperationDef) => Object.keys((op.params as unknown as { shape: object }).shape);

function privateParams(op: OperationDef): [string, Kind][] {
  const found: [string, Kind][] = [];
  for (const key of keysOf(op)) {
    if (key === 'id') {
      const kind = idKindByOperation[op.name] ?? idKinds[groupOf(op.name)];
      if (kind) found.push([key, kind]);
    } else if (paramKinds[key]) found.push([key, paramKinds[key]]);
    else if (key === 'idempotencyKey' && op.name === 'Sig.Front.User.AppCheckout.Pay') found.push([key, 'payKey']);
  }
  return found;
}

// Every operation: those behind login must refuse, and none may answer B or a visitor with A's data.
const all = Object.values(operations) as OperationDef[];

let server: TestServer;
let owner: Owner;
let other: Shopper;
const notCovered: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const staff = await server.staffMember('matrix-staff@example.com');
  owner = await makeOwner(server, 'matrix-a@example.com', staff);
  // B owns objects too, so that B's own lists are not empty and a mix-up would show.
  other = (await makeOwner(server, 'matrix-b@example.com', staff)).shopper;
});

afterAll(async () => {
  if (notCovered.length > 0) console.log(`\nAccess matrix — not covered (${notCovered.length}):\n${notCovered.map((l) => `  ${l}`).join('\n')}`);
  await server?.close();
});

/** Params for the call: valid by schema (seeded, so a failure repeats), with A's ids where the op takes them. */
function paramsFor(op: OperationDef, seed: number): { params: Record<string, unknown>; missing: string[] } {
  const [sample] = fc.sample(validOf(jsonSchemaOf(op.params)), { numRuns: 1, seed });
  const params = { ...(sample as Record<string, unknown>) };
  // Half the seeds keep the random values: a refusal of any of them must not show A's data either.
  const properties = (jsonSchemaOf(op.params) as { properties?: Record<string, { type?: string; anyOf?: { type?: string }[] }> }).properties ?? {};
  const typeOf = (v: unknown) => (Array.isArray(v) ? 'array' : typeof v);
  const takes = (key: string) => [properties[key]?.type, ...(properties[key]?.anyOf ?? []).map((a) => a.type)].includes(typeOf(plausible[key]));
  if (seed % 2 === 0) for (const key of keysOf(op)) if (key in plausible && takes(key)) params[key] = plausible[key];
  const missing: string[] = [];
  for (const [key, kind] of privateParams(op)) {
    const id = owner.ids[kind];
    if (id === undefined) {
      missing.push(`${key} (${kind}: ${owner.missing[kind] ?? 'no shopper call makes one'})`);
      continue;
    }
    params[key] = Array.isArray(params[key]) || key.endsWith('s') ? [id] : id;
  }
  return { params, missing };
}

/**
 * A call, tried once more when the connection drops before an answer: the test process runs the server
 * too, and on a loaded machine a keep-alive socket the server just timed out may be picked for a request.
 */
async function call(who: Shopper, name: string, params: unknown = {}): Promise<RawAnswer> {
  try {
    return await who.call(name, params);
  } catch {
    return who.call(name, params);
  }
}

function leaksA(answer: RawAnswer): string | null {
  const text = JSON.stringify(answer.body);
  if (text.includes(owner.marker)) return `the answer holds A's data: ${text.slice(0, 300)}`;
  if (text.includes(owner.email)) return "the answer holds A's email";
  return null;
}

describe('as shopper B and logged out, with shopper A’s ids', () => {
  for (const op of all) {
    const owned = privateParams(op);
    it(op.name, async () => {
      // Some calls end B's session (logout, a login attempt): B logs in again, as a shopper would.
      if ((await call(other, 'Sig.Front.User.AppUserSetting.GetUserInfo')).status !== 200) {
        expect((await call(other, 'Sig.Front.AppApi.Login', { email: 'matrix-b@example.com', password: 'correct horse 1' })).status, 'B logs in again').toBe(200);
      }
      let reached = false;
      let refusedFor = '';
      let missing: string[] = [];
      // Other params are random but valid; a refusal of one of them is not an answer about A's object.
      for (let seed = 1; seed <= 12 && !reached; seed++) {
        const built = paramsFor(op, seed);
        missing = built.missing;
        const asB = await call(other, op.name, built.params);
        const asNobody = await call(server.shopper(), op.name, built.params);
        expect(leaksA(asB), `as B: ${JSON.stringify(built.params)}`).toBeNull();
        expect(leaksA(asNobody), `logged out: ${JSON.stringify(built.params)}`).toBeNull();
        if (op.auth === 'required' || op.auth === 'staff') expect(asNobody.status, 'logged out').toBe(403);
        if (op.auth === 'staff') expect(asB.status, 'as B, a console call').toBe(404);
        else if (owned.length > 0 && missing.length === 0 && !sharedByDesign[op.name]) expect(asB.status, `as B with A's ${owned.map(([k]) => k).join(', ')}: ${JSON.stringify(asB.body).slice(0, 200)}`).not.toBe(200);
        const field = asB.body.field?.split('.')[0];
        reached = !(asB.status === 400 && field !== undefined && !owned.some(([k]) => k === field));
        refusedFor = field ?? '';
      }
      if (missing.length > 0) notCovered.push(`${op.name}: no A object for ${missing.join(', ')}`);
      else if (!reached && owned.length > 0) notCovered.push(`${op.name}: every sampled call was refused for another param (last: ${refusedFor}) before A's ids were looked at`);
    });
  }
});
