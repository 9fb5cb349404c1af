// Group shipping over HTTP: a leader opens a group, shoppers apply and are approved or rejected, approved
// members put arrived orders on the list (arrived → merged), the leader ends applications and closes the
// list into one parcel priced for the leader's address, and each member pays their share from the wallet
// once. Outsiders get 404, members trying leader actions 403, bad input 4xx with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import type { GroupDetail } from '../../generated/api/schemas';
import { groupJobs } from '../groups/jobs';
import { accrueStorage } from '../parcels/jobs';
import { accounts } from '../money/accounts';
import { balance, ledgerImbalance } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { transition } from '../orders/transition';
import { cardToken, testCardNumbers } from './card-tokens';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { topUp as topUpWallet } from './money-fixture';
import { fixtureCheckout, userIdOf } from './order-fixture';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The shares below are worked out for SAL to the USA at 2,200 yen for the first 500 g and 700 for each
  // further 500 g (a contract rate, as staff may enter), whatever the seed's price list says.
  await server.services.db.updateTable('shipping_rates').set({ first_yen: 2_200, step_yen: 700 }).where('method', '=', 'sal').where('zone', '=', 'usa').execute();
});
afterAll(() => server.close());

const db = () => server.services.db;
const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());
const hour = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * hour).toISOString();
const address = { country: 'US', recipient: 'Ann Lee', phone: '+1 555 010 0100', postcode: '94105', region: 'CA', city: 'San Francisco', line1: '1 Market St' };

/** An arrived order: its weight, price and measured sides (20 × 15 × 10 cm and 1,000 yen unless given). */
interface Arrived {
  grams: number;
  priceYen?: number;
  cm?: [number, number, number];
}

/** A verified shopper with arrived orders (weights in grams, or the whole order) and some money in the wallet. */
async function shopper(email: string, weights: (number | Arrived)[] = [], topUp = 0) {
  const s = await server.verifiedShopper(email);
  const api = apiOf(s);
  const userId = await userIdOf(db(), email);
  const orderIds: number[] = [];
  if (weights.length > 0) {
    const orders = weights.map((w) => (typeof w === 'number' ? { grams: w } : w));
    const fixture = await fixtureCheckout(db(), server.services.dialect, userId, orders.map((o) => ({ priceYen: o.priceYen ?? 1000 })));
    for (const [i, orderId] of fixture.orderIds.entries()) {
      const [lengthCm, widthCm, heightCm] = orders[i]!.cm ?? [20, 15, 10];
      await db().transaction().execute(async (trx) => {
        await transition(trx, server.services, { orderId, action: 'markPurchased', actor: { kind: 'staff', id: null } });
        await transition(trx, server.services, {
          orderId, action: 'recordArrival', actor: { kind: 'staff', id: null },
          inputs: { weightGrams: orders[i]!.grams, lengthCm, widthCm, heightCm },
        });
      });
      orderIds.push(orderId);
    }
  }
  await topUpWallet(db(), server.services.dialect, userId, topUp);
  return { s, api, userId, orderIds };
}

async function leaderWithGroup(email: string, weights: (number | Arrived)[] = [], topUp = 0) {
  const leader = await shopper(email, weights, topUp);
  const { id: addressId } = await leader.api.createAddress(address);
  const group = await leader.api.createGroup({ name: `${email} group`, addressId, deadline: inHours(48), rules: 'Pick up in Shanghai' });
  return { ...leader, addressId, group, groupId: group.group.id };
}

async function joined(groupId: number, leaderApi: ReturnType<typeof apiOf>, email: string, weights: (number | Arrived)[] = [], topUp = 0) {
  const member = await shopper(email, weights, topUp);
  await member.api.applyToGroup({ id: groupId, message: 'hello' });
  await leaderApi.reviewGroupApplication({ id: groupId, userId: member.userId, approve: true });
  return member;
}

/** The group as the open-groups list shows it to this shopper, whichever page it is on (undefined: not listed). */
async function listedOpen(api: ReturnType<typeof apiOf>, groupId: number) {
  for (let page = 1; ; page++) {
    const answer = await api.openGroups({ page });
    const found = answer.items.find((g) => g.id === groupId);
    if (found || page * answer.pageSize >= answer.total) return found;
  }
}

const stateOf = async (orderId: number) => (await db().selectFrom('orders').select(['state', 'parcel_id']).where('id', '=', orderId).executeTakeFirstOrThrow());

describe('every group operation refuses the logged-out caller', () => {
  it.each([
    ['Sig.Front.User.AppGroup.Create', { name: 'x', addressId: 1, deadline: inHours(5), rules: 'r' }],
    ['Sig.Front.User.AppGroup.Mine', {}],
    ['Sig.Front.User.AppGroup.Open', {}],
    ['Sig.Front.User.AppGroup.Apply', { id: 1, message: '' }],
    ['Sig.Front.User.AppGroup.Detail', { id: 1 }],
    ['Sig.Front.User.AppGroup.Review', { id: 1, userId: 1, approve: true }],
    ['Sig.Front.User.AppGroup.EndApplications', { id: 1 }],
    ['Sig.Front.User.AppGroup.Candidates', {}],
    ['Sig.Front.User.AppGroup.AddItems', { id: 1, orderIds: [1] }],
    ['Sig.Front.User.AppGroup.RemoveItem', { id: 1, orderId: 1 }],
    ['Sig.Front.User.AppGroup.Close', { id: 1, method: 'ems' }],
    ['Sig.Front.User.AppGroup.PayShare', { id: 1, idempotencyKey: 'k'.repeat(20) }],
    ['Sig.Front.User.AppGroup.Leave', { id: 1 }],
    ['Sig.Front.User.AppGroup.RemoveMember', { id: 1, userId: 2 }],
    ['Sig.Front.User.AppGroup.Dissolve', { id: 1 }],
  ])('%s → 403', async (name, params) => {
    const answer = await server.shopper().call(name, params);
    expect(answer.status).toBe(403);
  });
});

describe('opening a group', () => {
  it('refuses bad input naming the field, with nothing changed', async () => {
    const leader = await shopper('bad-create@example.com');
    const { id: addressId } = await leader.api.createAddress(address);
    const stranger = await shopper('bad-create-other@example.com');
    const { id: strangersAddress } = await stranger.api.createAddress(address);
    const before = await fingerprint(db());
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: 'g', addressId, deadline: inHours(0.5), rules: 'r' }, 400, 'deadline'],
      [{ name: 'g', addressId, deadline: inHours(24 * 40), rules: 'r' }, 400, 'deadline'],
      [{ name: 'g', addressId, deadline: 'tomorrow', rules: 'r' }, 400, 'deadline'],
      [{ name: '', addressId, deadline: inHours(5), rules: 'r' }, 400, 'name'],
      [{ name: '   ', addressId, deadline: inHours(5), rules: 'r' }, 400, 'name'],
      [{ name: 'g', addressId, deadline: inHours(5), rules: 'x'.repeat(1001) }, 400, 'rules'],
      [{ name: 'g', addressId: strangersAddress, deadline: inHours(5), rules: 'r' }, 404, 'addressId'],
    ];
    for (const [params, status, field] of cases) {
      const answer = await leader.s.call('Sig.Front.User.AppGroup.Create', params, { method: 'POST' });
      expect(answer, JSON.stringify(params)).toMatchObject({ status, body: { field } });
    }
    expect(await fingerprint(db())).toBe(before);
  });

  it('makes the caller its leader, lists it as open to others, and schedules the deadline', async () => {
    const { api, groupId, group } = await leaderWithGroup('open-leader@example.com');
    expect(group.group).toMatchObject({ role: 'leader', state: 'recruiting', applicationsOpen: true, memberCount: 1, country: 'US' });
    expect(group.address).toMatchObject({ city: 'San Francisco', recipient: 'Ann Lee' });
    expect((await api.myGroups({})).items.map((g) => g.id)).toContain(groupId);
    const other = await shopper('open-browser@example.com');
    expect(await listedOpen(other.api, groupId)).toMatchObject({ role: 'none', application: null });
    const job = await db().selectFrom('jobs').selectAll().where('key', '=', `group.deadline:${groupId}`).executeTakeFirstOrThrow();
    expect(job.kind).toBe('group.deadline');
  });
});

describe('my groups', () => {
  it('pages the groups the caller is in, newest first, past one page', async () => {
    const leader = await shopper('mine-pages@example.com');
    const { id: addressId } = await leader.api.createAddress(address);
    const { pageSize } = constants.groups;
    const ids: number[] = [];
    for (let n = 0; n <= pageSize; n++) ids.push((await leader.api.createGroup({ name: `mine ${n}`, addressId, deadline: inHours(48), rules: 'r' })).group.id);
    // A group the caller applied to counts too.
    const other = await leaderWithGroup('mine-other@example.com');
    await leader.api.applyToGroup({ id: other.groupId, message: '' });
    const newestFirst = [other.groupId, ...ids.reverse()];
    const first = await leader.api.myGroups({});
    expect(first).toMatchObject({ total: pageSize + 2, page: 1, pageSize });
    expect(first.items.map((g) => g.id)).toEqual(newestFirst.slice(0, pageSize));
    const second = await leader.api.myGroups({ page: 2 });
    expect(second.items.map((g) => g.id)).toEqual(newestFirst.slice(pageSize));
    expect(second.items.at(-1)).toMatchObject({ name: 'mine 0', role: 'leader' });
    expect(await leader.s.call('Sig.Front.User.AppGroup.Mine', { page: 0 })).toMatchObject({ status: 400, body: { field: 'page' } });
  });
});

describe('applying and managing', () => {
  it('shows the group only to its leader and approved members; members cannot take leader actions', async () => {
    const leader = await leaderWithGroup('acl-leader@example.com');
    const applicant = await shopper('acl-applicant@example.com');
    const stranger = await shopper('acl-stranger@example.com');
    await applicant.api.applyToGroup({ id: leader.groupId, message: 'I live nearby' });
    expect(await stranger.s.call('Sig.Front.User.AppGroup.Detail', { id: leader.groupId })).toMatchObject({ status: 404 });
    expect(await applicant.s.call('Sig.Front.User.AppGroup.Detail', { id: leader.groupId })).toMatchObject({ status: 404 });
    const manage = await leader.api.groupDetail({ id: leader.groupId });
    expect(manage.members.find((m) => m.userId === applicant.userId)).toMatchObject({ status: 'pending', message: 'I live nearby' });

    const again = await applicant.s.call('Sig.Front.User.AppGroup.Apply', { id: leader.groupId, message: '' }, { method: 'POST' });
    expect(again.status).toBe(409);
    const own = await leader.s.call('Sig.Front.User.AppGroup.Apply', { id: leader.groupId, message: '' }, { method: 'POST' });
    expect(own.status).toBe(409);

    await leader.api.reviewGroupApplication({ id: leader.groupId, userId: applicant.userId, approve: true });
    const seen = await applicant.api.groupDetail({ id: leader.groupId });
    expect(seen.group).toMatchObject({ role: 'member', memberCount: 2 });
    expect(seen.members.every((m) => m.status === 'approved')).toBe(true);
    // Where the parcel goes, not the leader's street and phone.
    expect(seen.address).toMatchObject({ country: 'US', city: 'San Francisco', recipient: '', phone: '', line1: '' });

    const before = await fingerprint(db());
    for (const [name, params] of [
      ['Sig.Front.User.AppGroup.Review', { id: leader.groupId, userId: stranger.userId, approve: true }],
      ['Sig.Front.User.AppGroup.EndApplications', { id: leader.groupId }],
      ['Sig.Front.User.AppGroup.Close', { id: leader.groupId, method: 'ems' }],
    ] as const) {
      expect(await applicant.s.call(name, params, { method: 'POST' }), name).toMatchObject({ status: 403 });
      expect(await stranger.s.call(name, params, { method: 'POST' }), name).toMatchObject({ status: 404 });
    }
    // Answering an application twice, or one that does not exist.
    expect(await leader.s.call('Sig.Front.User.AppGroup.Review', { id: leader.groupId, userId: applicant.userId, approve: false }, { method: 'POST' })).toMatchObject({ status: 409 });
    expect(await leader.s.call('Sig.Front.User.AppGroup.Review', { id: leader.groupId, userId: stranger.userId, approve: true }, { method: 'POST' })).toMatchObject({ status: 404, body: { field: 'userId' } });
    expect(await leader.s.call('Sig.Front.User.AppGroup.Review', { id: leader.groupId, userId: 'x', approve: true }, { method: 'POST' })).toMatchObject({ status: 400, body: { field: 'userId' } });
    expect(await fingerprint(db())).toBe(before);
  });

  it('refuses an application to a full group (409, nothing kept) and lists the group as full', async () => {
    const leader = await leaderWithGroup('full-leader@example.com');
    const late = await shopper('full-late@example.com');
    // Approved members up to the limit (the leader is one), written directly: only the count matters here.
    const now = Date.now();
    for (let n = 1; n < constants.groups.maxMembers; n++) {
      const user = await db()
        .insertInto('users')
        .values({ email: `full-${n}@example.com`, password_hash: 'x', nickname: `full ${n}`, language: 'en', verified_at: now, signup_from: null, source: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db().insertInto('group_members').values({ group_id: leader.groupId, user_id: user.id, status: 'approved', message: '', created_at: now, updated_at: now }).execute();
    }
    const listed = await listedOpen(late.api, leader.groupId);
    expect(listed).toMatchObject({ full: true, applicationsOpen: true, memberCount: constants.groups.maxMembers, role: 'none' });
    const before = await fingerprint(db());
    const refused = await late.s.call('Sig.Front.User.AppGroup.Apply', { id: leader.groupId, message: 'room for one more?' }, { method: 'POST' });
    expect(refused).toMatchObject({ status: 409, body: { msg: expect.stringContaining(String(constants.groups.maxMembers)) } });
    expect(await fingerprint(db())).toBe(before);
    // One member fewer: the group takes applications again.
    const one = await db().selectFrom('group_members').select('id').where('group_id', '=', leader.groupId).where('user_id', '!=', leader.userId).executeTakeFirstOrThrow();
    await db().deleteFrom('group_members').where('id', '=', one.id).execute();
    expect((await listedOpen(late.api, leader.groupId))?.full).toBe(false);
    await late.api.applyToGroup({ id: leader.groupId, message: '' });
  });

  it('closes applications at the deadline (the job), turning pending ones down', async () => {
    const leader = await leaderWithGroup('deadline-leader@example.com');
    const late = await shopper('deadline-late@example.com');
    await late.api.applyToGroup({ id: leader.groupId, message: '' });
    const job = { id: 0, kind: 'group.deadline', key: `group.deadline:${leader.groupId}`, payload: { groupId: leader.groupId }, attempts: 0, dueAt: Date.now() };
    // Too early: the job refuses (to be retried) and changes nothing.
    await expect(groupJobs['group.deadline']!.run(server.services, job)).rejects.toThrow();
    // The deadline passes: the runner (through the registry) runs the job; a second run finds nothing to do.
    await db().updateTable('groups').set({ deadline_at: Date.now() - 1000 }).where('id', '=', leader.groupId).execute();
    await db().updateTable('jobs').set({ due_at: Date.now() - 1000 }).where('key', '=', job.key).execute();
    expect(await server.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await db().selectFrom('jobs').select('done_at').where('key', '=', job.key).executeTakeFirstOrThrow()).toMatchObject({ done_at: expect.any(Number) });
    await groupJobs['group.deadline']!.run(server.services, job);
    const after = await leader.api.groupDetail({ id: leader.groupId });
    expect(after.group).toMatchObject({ state: 'collecting', applicationsOpen: false });
    expect(after.members.find((m) => m.userId === late.userId)?.status).toBe('rejected');
    const other = await shopper('deadline-other@example.com');
    expect(await other.s.call('Sig.Front.User.AppGroup.Apply', { id: leader.groupId, message: '' }, { method: 'POST' })).toMatchObject({ status: 409 });
    expect(await listedOpen(other.api, leader.groupId)).toBeUndefined();
  });
});

describe('the list, closing and paying', () => {
  it('takes only approved members’ arrived orders, and gives them back before the list closes', async () => {
    const leader = await leaderWithGroup('list-leader@example.com', [400]);
    const pending = await shopper('list-pending@example.com', [300]);
    await pending.api.applyToGroup({ id: leader.groupId, message: '' });
    const member = await joined(leader.groupId, leader.api, 'list-member@example.com', [500, 700]);

    const before = await fingerprint(db());
    expect(await pending.s.call('Sig.Front.User.AppGroup.AddItems', { id: leader.groupId, orderIds: pending.orderIds }, { method: 'POST' })).toMatchObject({ status: 404 });
    // Someone else's order, an empty list, a bad id: refused with nothing changed.
    expect(await member.s.call('Sig.Front.User.AppGroup.AddItems', { id: leader.groupId, orderIds: leader.orderIds }, { method: 'POST' })).toMatchObject({ status: 404, body: { field: 'orderIds' } });
    expect(await member.s.call('Sig.Front.User.AppGroup.AddItems', { id: leader.groupId, orderIds: [] }, { method: 'POST' })).toMatchObject({ status: 400, body: { field: 'orderIds' } });
    expect(await member.s.call('Sig.Front.User.AppGroup.AddItems', { id: leader.groupId, orderIds: ['x'] }, { method: 'POST' })).toMatchObject({ status: 400 });
    // One good order and one of another shopper's: the whole call is refused.
    expect(await member.s.call('Sig.Front.User.AppGroup.AddItems', { id: leader.groupId, orderIds: [member.orderIds[0], pending.orderIds[0]] }, { method: 'POST' })).toMatchObject({ status: 404 });
    expect(await fingerprint(db())).toBe(before);

    expect((await member.api.groupCandidates()).items.map((c) => c.orderId)).toEqual(member.orderIds);
    const added = await member.api.addGroupItems({ id: leader.groupId, orderIds: member.orderIds });
    expect(added.items.map((i) => [i.orderId, i.weightGrams, i.mine])).toEqual([[member.orderIds[0], 500, true], [member.orderIds[1], 700, true]]);
    expect((await stateOf(member.orderIds[0]!)).state).toBe('merged');
    expect((await member.api.groupCandidates()).items).toEqual([]);
    // Already merged: a second group (or a second add) cannot take it.
    const second = await leaderWithGroup('list-second@example.com');
    await member.api.applyToGroup({ id: second.groupId, message: '' });
    await second.api.reviewGroupApplication({ id: second.groupId, userId: member.userId, approve: true });
    expect(await member.s.call('Sig.Front.User.AppGroup.AddItems', { id: second.groupId, orderIds: [member.orderIds[0]] }, { method: 'POST' })).toMatchObject({ status: 409 });

    const removed = await member.api.removeGroupItem({ id: leader.groupId, orderId: member.orderIds[1]! });
    expect(removed.items.map((i) => i.orderId)).toEqual([member.orderIds[0]]);
    expect((await stateOf(member.orderIds[1]!)).state).toBe('arrived');
    expect(await leader.s.call('Sig.Front.User.AppGroup.RemoveItem', { id: leader.groupId, orderId: member.orderIds[0] }, { method: 'POST' })).toMatchObject({ status: 404 });
    // The leader sees every item; the member only their own.
    await leader.api.addGroupItems({ id: leader.groupId, orderIds: leader.orderIds });
    expect((await leader.api.groupDetail({ id: leader.groupId })).items).toHaveLength(2);
    expect((await member.api.groupDetail({ id: leader.groupId })).items.map((i) => i.orderId)).toEqual([member.orderIds[0]]);
  });

  it('closes after the deadline into one parcel whose shares add up to the postage, paid once each, books balanced', async () => {
    const leader = await leaderWithGroup('pay-leader@example.com', [600], 10_000);
    const a = await joined(leader.groupId, leader.api, 'pay-a@example.com', [1000, 400], 10_000);
    const b = await joined(leader.groupId, leader.api, 'pay-b@example.com', [300], 0);
    const idle = await joined(leader.groupId, leader.api, 'pay-idle@example.com');
    await leader.api.addGroupItems({ id: leader.groupId, orderIds: leader.orderIds });
    await a.api.addGroupItems({ id: leader.groupId, orderIds: a.orderIds });
    await b.api.addGroupItems({ id: leader.groupId, orderIds: b.orderIds });

    // Before the deadline the list cannot close; bad methods are refused; nothing changes.
    const before = await fingerprint(db());
    expect(await leader.s.call('Sig.Front.User.AppGroup.Close', { id: leader.groupId, method: 'ems' }, { method: 'POST' })).toMatchObject({ status: 409 });
    expect(await b.s.call('Sig.Front.User.AppGroup.PayShare', { id: leader.groupId, idempotencyKey: 'b'.repeat(20) }, { method: 'POST' })).toMatchObject({ status: 409 });
    expect(await fingerprint(db())).toBe(before);

    const ended = await leader.api.endGroupApplications({ id: leader.groupId });
    expect(ended.group.state).toBe('collecting');
    const quote = ended.quotes.find((q) => q.method === 'ems')!;
    expect(quote).toMatchObject({ available: true, chargeableGrams: 2300 });
    const snapshot = await fingerprint(db());
    expect(await leader.s.call('Sig.Front.User.AppGroup.Close', { id: leader.groupId, method: 'pigeon' }, { method: 'POST' })).toMatchObject({ status: 400, body: { field: 'method' } });
    expect(await leader.s.call('Sig.Front.User.AppGroup.Close', { id: leader.groupId, method: 'airmail' }, { method: 'POST' })).toMatchObject({ status: 409, body: { field: 'method' } });
    expect(await fingerprint(db())).toBe(snapshot);

    const closed = await leader.api.closeGroupList({ id: leader.groupId, method: 'ems' });
    const postage = quote.shippingYen!;
    expect(closed.group.state).toBe('awaitingPayment');
    expect(closed.postageYen).toBe(postage);
    const shareOf = (d: GroupDetail, userId: number) => d.members.find((m) => m.userId === userId)!;
    const shares = [leader.userId, a.userId, b.userId, idle.userId].map((u) => shareOf(closed, u).shareYen!);
    expect(shares.reduce((s, x) => s + x, 0)).toBe(postage);
    expect(shares[1]).toBe(Math.floor((postage * 1400) / 2300));
    expect(shares[2]).toBe(Math.floor((postage * 300) / 2300));
    expect(shares[3]).toBe(0);
    expect(shareOf(closed, idle.userId).paid).toBe(true);
    const parcel = await db().selectFrom('parcels').selectAll().where('group_id', '=', leader.groupId).executeTakeFirstOrThrow();
    expect(parcel).toMatchObject({ kind: 'group', user_id: leader.userId, state: 'awaitingPayment', weight_grams: 2300, postage_yen: postage, method: 'ems' });
    expect((await stateOf(a.orderIds[0]!)).parcel_id).toBe(parcel.id);
    // Closed: nothing more goes on or comes off the list.
    expect(await a.s.call('Sig.Front.User.AppGroup.RemoveItem', { id: leader.groupId, orderId: a.orderIds[0] }, { method: 'POST' })).toMatchObject({ status: 409 });

    // b has no money: refused, nothing changed.
    const beforePay = await fingerprint(db());
    expect(await b.s.call('Sig.Front.User.AppGroup.PayShare', { id: leader.groupId, idempotencyKey: 'b'.repeat(20) }, { method: 'POST' })).toMatchObject({ status: 409 });
    expect(await fingerprint(db())).toBe(beforePay);

    // a pays twice (a retry, then another key): charged once.
    const key = 'a'.repeat(24);
    await a.api.payGroupShare({ id: leader.groupId, idempotencyKey: key });
    const paidTwice = await a.api.payGroupShare({ id: leader.groupId, idempotencyKey: key });
    await a.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'z'.repeat(24) });
    expect(paidTwice).toMatchObject({ myPaid: true, myShareYen: shares[1] });
    expect(await balance(db(), accounts.wallet(a.userId))).toBe(10_000 - shares[1]!);

    // Reminders go to those still unpaid only.
    const reminders = await db().selectFrom('jobs').selectAll().where('kind', '=', 'group.remind').where('key', 'like', `group.remind:${leader.groupId}:%`).execute();
    expect(reminders).toHaveLength(1);
    const mailsBefore = await db().selectFrom('messages').select('user_id').where('title', 'like', '%pay-leader%').execute();
    await groupJobs['group.remind']!.run(server.services, { id: reminders[0]!.id, kind: 'group.remind', key: reminders[0]!.key, payload: JSON.parse(reminders[0]!.payload), attempts: 0, dueAt: Date.now() });
    const mailsAfter = await db().selectFrom('messages').select('user_id').where('title', 'like', '%pay-leader%').execute();
    expect(mailsAfter.slice(mailsBefore.length).map((m) => m.user_id).sort()).toEqual([leader.userId, b.userId].sort());

    await topUpWallet(db(), server.services.dialect, b.userId, shares[2]!);
    await b.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'b'.repeat(20) });
    const ready = await leader.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'l'.repeat(20) });
    expect(ready.group.state).toBe('ready');
    expect(ready.parcelState).toBe('paid');
    expect(ready.members.every((m) => m.paid)).toBe(true);
    const paidParcel = await db().selectFrom('parcels').selectAll().where('id', '=', parcel.id).executeTakeFirstOrThrow();
    expect(paidParcel.paid_yen).toBe(postage);
    expect(await balance(db(), accounts.parcel(parcel.id))).toBe(postage);
    expect(await ledgerImbalance(db())).toEqual([]);
    expect(await reconcile(db())).toEqual([]);

    // The leader cannot pay, re-price or cancel the group's parcel through the merged-parcel calls.
    const untouched = await fingerprint(db());
    expect(await leader.s.call('Sig.Front.User.AppParcel.Get', { id: parcel.id })).toMatchObject({ status: 404 });
    expect(await leader.s.call('Sig.Front.User.AppParcel.Cancel', { id: parcel.id }, { method: 'POST' })).toMatchObject({ status: 404 });
    expect(await fingerprint(db())).toBe(untouched);

    // Staff ship it from the console's parcel queue like any parcel; the members see the tracking number.
    const staff = apiOf(await server.staffMember('group-staff@example.com'));
    const queue = await staff.opsParcels({ queue: 'toShip' });
    expect(queue.items.map((row) => row.parcel.id)).toContain(parcel.id);
    await staff.opsParcelShip({ id: parcel.id, carrier: 'japanPost', trackingNo: 'EM123456789JP' });
    const followed = await a.api.groupDetail({ id: leader.groupId });
    expect(followed).toMatchObject({ parcelState: 'shipped', parcelCarrier: 'japanPost', parcelTrackingNo: 'EM123456789JP' });
    expect((await stateOf(a.orderIds[0]!)).state).toBe('shipped');
  });
});

describe('one parcel’s limits and its box', () => {
  const w = constants.warehouse;
  it.each([
    // Flat items (1 cm each), so that the stack of the largest number of orders still fits the box.
    { problem: 'too many orders', member: Array.from({ length: w.maxOrders }, () => ({ grams: 100, cm: [20, 15, 1] as [number, number, number] })), more: [100], msg: String(w.maxOrders) },
    { problem: 'too heavy', member: [w.maxGrams / 2], more: [w.maxGrams / 2 + 1], msg: String(w.maxGrams / 1000) },
    { problem: 'worth too much', member: [{ grams: 500, priceYen: w.maxDeclaredYen / 2 }], more: [{ grams: 500, priceYen: w.maxDeclaredYen / 2 + 1 }], msg: w.maxDeclaredYen.toLocaleString('en-US') },
    { problem: 'too large', member: [{ grams: 500, cm: [70, 40, 30] as [number, number, number] }], more: [{ grams: 500, cm: [70, 40, 31] as [number, number, number] }], msg: '' },
  ])('refuses items that would take the list past one parcel ($problem): 400 naming it, nothing added', async ({ problem, member, more, msg }) => {
    const tag = problem.replaceAll(' ', '-');
    const leader = await leaderWithGroup(`limit-${tag}@example.com`, more);
    const a = await joined(leader.groupId, leader.api, `limit-${tag}-a@example.com`, member);
    // One member's items fill the list to the limit; the leader's one more breaks it.
    await a.api.addGroupItems({ id: leader.groupId, orderIds: a.orderIds });
    const before = await fingerprint(db());
    const refused = await leader.s.call('Sig.Front.User.AppGroup.AddItems', { id: leader.groupId, orderIds: leader.orderIds }, { method: 'POST' });
    expect(refused).toMatchObject({ status: 400, body: { field: 'orderIds', msg: expect.stringContaining(msg) } });
    expect(await fingerprint(db())).toBe(before);
    expect((await stateOf(leader.orderIds[0]!)).state).toBe('arrived');
  });

  it('checks the list again at closing (409 naming the limit, nothing changed)', async () => {
    const leader = await leaderWithGroup('limit-close@example.com', [w.maxGrams / 2]);
    const a = await joined(leader.groupId, leader.api, 'limit-close-a@example.com', [w.maxGrams / 2]);
    await leader.api.addGroupItems({ id: leader.groupId, orderIds: leader.orderIds });
    await a.api.addGroupItems({ id: leader.groupId, orderIds: a.orderIds });
    await leader.api.endGroupApplications({ id: leader.groupId });
    // Staff weigh one order again, heavier: the list no longer fits one parcel.
    await db().updateTable('orders').set({ weight_grams: w.maxGrams / 2 + 1 }).where('id', '=', a.orderIds[0]!).execute();
    const before = await fingerprint(db());
    const refused = await leader.s.call('Sig.Front.User.AppGroup.Close', { id: leader.groupId, method: 'sal' }, { method: 'POST' });
    expect(refused).toMatchObject({ status: 409, body: { msg: expect.stringContaining(String(w.maxGrams / 1000)) } });
    expect(await fingerprint(db())).toBe(before);
  });

  it('prices the parcel from the box its items pack into: the chargeable weight of a volumetric method', async () => {
    // Two light but bulky items: 50 × 40 × 30 cm each pack into 50 × 40 × 60 cm.
    const leader = await leaderWithGroup('box-leader@example.com', [{ grams: 1000, cm: [50, 40, 30] }]);
    const a = await joined(leader.groupId, leader.api, 'box-a@example.com', [{ grams: 1000, cm: [30, 50, 40] }]);
    await leader.api.addGroupItems({ id: leader.groupId, orderIds: leader.orderIds });
    await a.api.addGroupItems({ id: leader.groupId, orderIds: a.orderIds });
    const ended = await leader.api.endGroupApplications({ id: leader.groupId });
    expect(ended).toMatchObject({ totalGrams: 2000, totalOrders: 2, declaredYen: 2000, box: { lengthCm: 50, widthCm: 40, heightCm: 60 } });
    // DHL divides by 5,000: 60 × 50 × 40 / 5,000 = 24 kg. SAL has no divisor: the actual 2 kg.
    const volumetric = Math.ceil((60 * 50 * 40 * 1000) / 5000);
    expect(ended.quotes.find((q) => q.method === 'dhl')).toMatchObject({ available: true, chargeableGrams: volumetric });
    expect(ended.quotes.find((q) => q.method === 'sal')).toMatchObject({ available: true, chargeableGrams: 2000 });
    const closed = await leader.api.closeGroupList({ id: leader.groupId, method: 'dhl' });
    expect(closed.postageYen).toBe(ended.quotes.find((q) => q.method === 'dhl')!.shippingYen);
    const parcel = await db().selectFrom('parcels').selectAll().where('group_id', '=', leader.groupId).executeTakeFirstOrThrow();
    expect(parcel).toMatchObject({ weight_grams: 2000, chargeable_grams: volumetric, length_cm: 50, width_cm: 40, height_cm: 60, declared_yen: 2000 });
    // Share by weight stays as it is: equal weights, equal shares (the leader keeps the rounding).
    const shares = closed.members.map((m) => m.shareYen!);
    expect(shares.reduce((sum, x) => sum + x, 0)).toBe(closed.postageYen);
    expect(closed.members.find((m) => m.userId === a.userId)!.shareYen).toBe(Math.floor(closed.postageYen / 2));
  });
});

describe('storage run up before the list', () => {
  it('is written down when the order goes on the list, charged with that member’s share, and never grows there', async () => {
    const day = 86_400_000;
    const { freeStorageDays, storageYenPerItemDay } = constants.warehouse;
    const leader = await leaderWithGroup('storage-leader@example.com', [1000], 10_000);
    const a = await joined(leader.groupId, leader.api, 'storage-a@example.com', [1000, 500], 10_000);
    // a's first order arrived five days past its free storage (the job has not run: nothing recorded yet).
    const arrivedAt = Date.now() - (freeStorageDays + 5) * day + 60_000;
    await db().updateTable('orders').set({ arrived_at: arrivedAt }).where('id', '=', a.orderIds[0]!).execute();
    const owed = 5 * storageYenPerItemDay;
    await leader.api.addGroupItems({ id: leader.groupId, orderIds: leader.orderIds });
    await a.api.addGroupItems({ id: leader.groupId, orderIds: a.orderIds });
    expect(await db().selectFrom('orders').select('storage_yen').where('id', '=', a.orderIds[0]!).executeTakeFirstOrThrow()).toEqual({ storage_yen: owed });
    // Days later the storage job finds nothing to add: the order is on the list.
    await accrueStorage({ ...server.services, now: () => Date.now() + 10 * day });
    expect(await db().selectFrom('orders').select('storage_yen').where('id', '=', a.orderIds[0]!).executeTakeFirstOrThrow()).toEqual({ storage_yen: owed });

    await leader.api.endGroupApplications({ id: leader.groupId });
    const closed = await leader.api.closeGroupList({ id: leader.groupId, method: 'sal' });
    const shareOf = (userId: number) => closed.members.find((m) => m.userId === userId)!;
    // Shares by weight still add up to the postage; the storage comes on top of a's share only.
    expect(shareOf(leader.userId).shareYen! + shareOf(a.userId).shareYen!).toBe(closed.postageYen);
    expect(shareOf(a.userId).shareYen).toBe(Math.floor((closed.postageYen * 1500) / 2500));
    expect(shareOf(a.userId)).toMatchObject({ storageYen: owed, dueYen: shareOf(a.userId).shareYen! + owed });
    expect(shareOf(leader.userId)).toMatchObject({ storageYen: 0, dueYen: shareOf(leader.userId).shareYen });
    const parcel = await db().selectFrom('parcels').selectAll().where('group_id', '=', leader.groupId).executeTakeFirstOrThrow();
    expect(parcel).toMatchObject({ storage_yen: owed, total_yen: closed.postageYen + owed });
    const mail = await db().selectFrom('messages').select('body').where('user_id', '=', a.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.body).toContain((shareOf(a.userId).shareYen! + owed).toLocaleString('en-US'));

    const paid = await a.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'storage-a-0123456789' });
    expect(paid).toMatchObject({ myPaid: true, myDueYen: 0, myStorageYen: owed });
    expect(await balance(db(), accounts.wallet(a.userId))).toBe(10_000 - shareOf(a.userId).shareYen! - owed);
    await leader.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'storage-l-0123456789' });
    expect(await balance(db(), accounts.parcel(parcel.id))).toBe(closed.postageYen + owed);
    expect(await reconcile(db())).toEqual([]);
  });
});

type Member = Awaited<ReturnType<typeof shopper>>;

/** A group whose members (leader first) each put their orders on the list, closed by `method`. */
async function closedGroup(tag: string, method: string, people: { weights: (number | Arrived)[]; topUp?: number }[]) {
  const [first, ...rest] = people;
  const leader = await leaderWithGroup(`${tag}-leader@example.com`, first!.weights, first!.topUp ?? 0);
  const members: Member[] = [];
  for (const [i, p] of rest.entries()) members.push(await joined(leader.groupId, leader.api, `${tag}-${i + 1}@example.com`, p.weights, p.topUp ?? 0));
  for (const p of [leader, ...members]) if (p.orderIds.length > 0) await p.api.addGroupItems({ id: leader.groupId, orderIds: p.orderIds });
  await leader.api.endGroupApplications({ id: leader.groupId });
  const closed = await leader.api.closeGroupList({ id: leader.groupId, method });
  return { leader, members, closed };
}

const memberOf = (d: GroupDetail, userId: number) => d.members.find((m) => m.userId === userId);
const walletOf = (userId: number) => balance(db(), accounts.wallet(userId));
const messagesTo = (userId: number) => db().selectFrom('messages').select(['title', 'body']).where('user_id', '=', userId).orderBy('id').execute();
const mailsTo = (email: string) => db().selectFrom('mail_outbox').select(['subject', 'body']).where('recipient', '=', email).orderBy('id').execute();
const post409 = (who: Member, name: string, params: Record<string, unknown>) => who.s.call(name, params, { method: 'POST' });

describe('leaving a group', () => {
  it('before the list closes: the items go back to the warehouse, the leader is told, and the shopper may apply again', async () => {
    const leader = await leaderWithGroup('leave-open-leader@example.com', [500]);
    const a = await joined(leader.groupId, leader.api, 'leave-open-a@example.com', [700, 300]);
    await a.api.addGroupItems({ id: leader.groupId, orderIds: a.orderIds });
    const stranger = await shopper('leave-open-stranger@example.com');
    const before = await fingerprint(db());
    expect(await post409(stranger, 'Sig.Front.User.AppGroup.Leave', { id: leader.groupId })).toMatchObject({ status: 404 });
    expect(await post409(leader, 'Sig.Front.User.AppGroup.Leave', { id: leader.groupId })).toMatchObject({ status: 409 });
    expect(await fingerprint(db())).toBe(before);

    expect((await a.api.groupDetail({ id: leader.groupId })).canLeave).toBe(true);
    const left = await a.api.leaveGroup({ id: leader.groupId });
    expect(left).toMatchObject({ id: leader.groupId, role: 'none', application: null, memberCount: 1 });
    for (const orderId of a.orderIds) expect(await stateOf(orderId)).toEqual({ state: 'arrived', parcel_id: null });
    expect((await a.api.groupCandidates()).items.map((c) => c.orderId)).toEqual(a.orderIds);
    expect(await db().selectFrom('group_items').select('id').where('group_id', '=', leader.groupId).where('user_id', '=', a.userId).execute()).toEqual([]);
    expect(await a.s.call('Sig.Front.User.AppGroup.Detail', { id: leader.groupId })).toMatchObject({ status: 404 });
    expect((await a.api.myGroups({})).items.map((g) => g.id)).not.toContain(leader.groupId);
    const seen = await leader.api.groupDetail({ id: leader.groupId });
    expect(seen.members.map((m) => m.userId)).toEqual([leader.userId]);
    expect((await messagesTo(leader.userId)).at(-1)!.title).toContain('left group');
    // Leaving again is 404 (no longer a member); applying again is an application like any other.
    expect(await post409(a, 'Sig.Front.User.AppGroup.Leave', { id: leader.groupId })).toMatchObject({ status: 404 });
    expect(await a.api.applyToGroup({ id: leader.groupId, message: 'back again' })).toMatchObject({ role: 'applicant', application: 'pending' });
    // The orders may go on a list again.
    await leader.api.reviewGroupApplication({ id: leader.groupId, userId: a.userId, approve: true });
    await a.api.addGroupItems({ id: leader.groupId, orderIds: [a.orderIds[0]!] });
  });

  it('after the list closes, by a member who has not paid: the parcel is priced again without their items', async () => {
    const { leader, members: [a, b], closed } = await closedGroup('leave-closed', 'sal', [{ weights: [1000], topUp: 10_000 }, { weights: [1000], topUp: 10_000 }, { weights: [1000] }]);
    expect(closed.postageYen).toBe(5700);
    const before = await fingerprint(db());
    await a!.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'leave-closed-a-key-01' });
    expect(await post409(a!, 'Sig.Front.User.AppGroup.Leave', { id: leader.groupId })).toMatchObject({ status: 409 });
    expect((await a!.api.groupDetail({ id: leader.groupId })).canLeave).toBe(false);
    expect(await fingerprint(db())).not.toBe(before);

    expect((await b!.api.groupDetail({ id: leader.groupId })).canLeave).toBe(true);
    await b!.api.leaveGroup({ id: leader.groupId });
    expect(await stateOf(b!.orderIds[0]!)).toEqual({ state: 'arrived', parcel_id: null });
    const after = await leader.api.groupDetail({ id: leader.groupId });
    // 2,000 g: 4,300 yen. a paid 1,900 and would now owe 2,150: a's share stays 1,900, the leader takes the rest.
    expect(after.postageYen).toBe(4300);
    expect(memberOf(after, a!.userId)).toMatchObject({ shareYen: 1900, dueYen: 0, paid: true });
    expect(memberOf(after, leader.userId)).toMatchObject({ shareYen: 2400, dueYen: 2400, paid: false });
    expect(memberOf(after, b!.userId)).toBeUndefined();
    const parcel = await db().selectFrom('parcels').selectAll().where('id', '=', after.parcelId!).executeTakeFirstOrThrow();
    expect(parcel).toMatchObject({ weight_grams: 2000, postage_yen: 4300, total_yen: 4300, paid_yen: 1900 });
    expect(await reconcile(db())).toEqual([]);
  });

  it('is refused when nothing would be left to ship, with nothing changed', async () => {
    const { leader, members: [a] } = await closedGroup('leave-last', 'sal', [{ weights: [] }, { weights: [800] }]);
    expect((await a!.api.groupDetail({ id: leader.groupId })).canLeave).toBe(false);
    const before = await fingerprint(db());
    expect(await post409(a!, 'Sig.Front.User.AppGroup.Leave', { id: leader.groupId })).toMatchObject({ status: 409 });
    expect(await fingerprint(db())).toBe(before);
  });
});

describe('removing a member who does not pay', () => {
  it('is the leader’s, once the list is closed, for a member who has not paid; anything else is refused with nothing changed', async () => {
    const leader = await leaderWithGroup('remove-refused-leader@example.com', [500], 10_000);
    const a = await joined(leader.groupId, leader.api, 'remove-refused-a@example.com', [500], 10_000);
    const b = await joined(leader.groupId, leader.api, 'remove-refused-b@example.com', [500]);
    const stranger = await shopper('remove-refused-stranger@example.com');
    for (const p of [leader, a, b]) await p.api.addGroupItems({ id: leader.groupId, orderIds: p.orderIds });
    let before = await fingerprint(db());
    // The list is open: members take their own items off.
    expect(await post409(leader, 'Sig.Front.User.AppGroup.RemoveMember', { id: leader.groupId, userId: b.userId })).toMatchObject({ status: 409 });
    expect(await fingerprint(db())).toBe(before);
    await leader.api.endGroupApplications({ id: leader.groupId });
    await leader.api.closeGroupList({ id: leader.groupId, method: 'sal' });
    await a.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'remove-refused-a-key' });
    before = await fingerprint(db());
    expect(await post409(leader, 'Sig.Front.User.AppGroup.RemoveMember', { id: leader.groupId, userId: a.userId })).toMatchObject({ status: 409 });
    expect(await post409(leader, 'Sig.Front.User.AppGroup.RemoveMember', { id: leader.groupId, userId: leader.userId })).toMatchObject({ status: 409 });
    expect(await post409(leader, 'Sig.Front.User.AppGroup.RemoveMember', { id: leader.groupId, userId: stranger.userId })).toMatchObject({ status: 404, body: { field: 'userId' } });
    expect(await post409(leader, 'Sig.Front.User.AppGroup.RemoveMember', { id: leader.groupId, userId: 'x' })).toMatchObject({ status: 400, body: { field: 'userId' } });
    expect(await post409(a, 'Sig.Front.User.AppGroup.RemoveMember', { id: leader.groupId, userId: b.userId })).toMatchObject({ status: 403 });
    expect(await post409(stranger, 'Sig.Front.User.AppGroup.RemoveMember', { id: leader.groupId, userId: b.userId })).toMatchObject({ status: 404 });
    expect(await fingerprint(db())).toBe(before);
    const seen = await leader.api.groupDetail({ id: leader.groupId });
    expect(memberOf(seen, a.userId)!.removal).toBeNull();
    expect(memberOf(seen, leader.userId)!.removal).toBeNull();
    expect(memberOf(seen, b.userId)!.removal).toMatchObject({ postageYen: expect.any(Number) });
    // Members never see what removing someone would do.
    expect((await a.api.groupDetail({ id: leader.groupId })).members.every((m) => m.removal == null)).toBe(true);
  });

  it('prices the parcel again: a member who paid is never charged more (the leader’s share takes the rise), and the leader pays the difference by paying again', async () => {
    const { leader, members: [a, b], closed } = await closedGroup('remove-rise', 'sal', [{ weights: [1000], topUp: 10_000 }, { weights: [1000], topUp: 10_000 }, { weights: [1000] }]);
    expect(closed.members.map((m) => m.shareYen)).toEqual([1900, 1900, 1900]);
    await a!.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'remove-rise-a-key-01' });
    await leader.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'remove-rise-l-key-01' });
    const preview = memberOf(await leader.api.groupDetail({ id: leader.groupId }), b!.userId)!.removal!;
    // 2,000 g: 4,300 yen. a keeps 1,900 (paid); the leader 2,400, of which 1,900 is paid: 500 still due.
    expect(preview).toEqual({ postageYen: 4300, leaderShareYen: 2400, leaderDueYen: 500, refundYen: 0 });
    const aWallet = await walletOf(a!.userId);

    const after = await leader.api.removeGroupMember({ id: leader.groupId, userId: b!.userId });
    expect(after.postageYen).toBe(preview.postageYen);
    expect(memberOf(after, b!.userId)).toBeUndefined();
    expect(memberOf(after, a!.userId)).toMatchObject({ shareYen: 1900, dueYen: 0, paid: true });
    expect(memberOf(after, leader.userId)).toMatchObject({ shareYen: preview.leaderShareYen, dueYen: preview.leaderDueYen, paid: false });
    expect(after).toMatchObject({ myDueYen: 500, myPaid: false, group: { state: 'awaitingPayment' } });
    expect(await walletOf(a!.userId)).toBe(aWallet);
    expect(await stateOf(b!.orderIds[0]!)).toEqual({ state: 'arrived', parcel_id: null });
    expect(await b!.s.call('Sig.Front.User.AppGroup.Detail', { id: leader.groupId })).toMatchObject({ status: 404 });
    expect((await messagesTo(b!.userId)).at(-1)!.title).toContain('removed from group');
    expect((await mailsTo(`remove-rise-2@example.com`)).at(-1)!.subject).toContain('removed from group');
    expect((await messagesTo(leader.userId)).at(-1)!.body).toContain('still to pay: ¥500');
    expect(await reconcile(db())).toEqual([]);

    // The old payment's key is not a new payment; paying again (a new key) pays the 500 yen and readies the parcel.
    const leaderWallet = await walletOf(leader.userId);
    await leader.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'remove-rise-l-key-01' });
    expect(await walletOf(leader.userId)).toBe(leaderWallet);
    const ready = await leader.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'remove-rise-l-key-02' });
    expect(await walletOf(leader.userId)).toBe(leaderWallet - 500);
    expect(ready).toMatchObject({ group: { state: 'ready' }, parcelState: 'paid', myDueYen: 0 });
    expect(await balance(db(), accounts.parcel(ready.parcelId!))).toBe(4300);
    expect(await reconcile(db())).toEqual([]);
  });

  it('refunds members who paid more than their new share at once, through the ledger', async () => {
    // DHL charges by volume: with b's bulky item the box is 60 × 50 × 40 cm (24 kg); without it 2 kg.
    const { leader, members: [a, b], closed } = await closedGroup('remove-fall', 'dhl', [
      { weights: [1000], topUp: 30_000 },
      { weights: [1000], topUp: 30_000 },
      { weights: [{ grams: 1000, cm: [60, 40, 30] }] },
    ]);
    expect(closed.postageYen).toBe(4600 + 47 * 1000);
    const paidShare = closed.members.find((m) => m.userId === a!.userId)!.shareYen!;
    await a!.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'remove-fall-a-key-01' });
    await leader.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'remove-fall-l-key-01' });
    const leaderPaid = closed.members.find((m) => m.userId === leader.userId)!.shareYen!;
    const aWallet = await walletOf(a!.userId);
    const leaderWallet = await walletOf(leader.userId);
    const preview = memberOf(await leader.api.groupDetail({ id: leader.groupId }), b!.userId)!.removal!;
    expect(preview).toEqual({ postageYen: 7600, leaderShareYen: 3800, leaderDueYen: 0, refundYen: paidShare - 3800 + (leaderPaid - 3800) });

    const after = await leader.api.removeGroupMember({ id: leader.groupId, userId: b!.userId });
    expect(after).toMatchObject({ postageYen: 7600, group: { state: 'ready' }, parcelState: 'paid' });
    expect(await walletOf(a!.userId)).toBe(aWallet + paidShare - 3800);
    expect(await walletOf(leader.userId)).toBe(leaderWallet + leaderPaid - 3800);
    const parcel = await db().selectFrom('parcels').selectAll().where('id', '=', after.parcelId!).executeTakeFirstOrThrow();
    expect(parcel).toMatchObject({ chargeable_grams: 2000, length_cm: 20, width_cm: 15, height_cm: 20, postage_yen: 7600, paid_yen: 7600, state: 'paid' });
    expect(await balance(db(), accounts.parcel(parcel.id))).toBe(7600);
    expect((await messagesTo(a!.userId)).at(-1)!.body).toContain(`¥${(paidShare - 3800).toLocaleString('en-US')}`);
    const refunds = await db().selectFrom('ledger_transactions').select(['kind', 'user_id']).where('ref_type', '=', 'groupShare').where('kind', '=', 'refund').execute();
    expect(refunds.filter((r) => r.user_id === a!.userId || r.user_id === leader.userId)).toHaveLength(2);
    expect(await reconcile(db())).toEqual([]);
  });
});

describe('dissolving a group', () => {
  it('sends every item back, refunds every payment in full, cancels the parcel and tells the members', async () => {
    const { leader, members: [a, b], closed } = await closedGroup('dissolve', 'sal', [{ weights: [600], topUp: 10_000 }, { weights: [900, 400], topUp: 10_000 }, { weights: [500] }]);
    const pending = await shopper('dissolve-pending@example.com');
    await a!.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'dissolve-a-key-0001' });
    const aShare = memberOf(closed, a!.userId)!.shareYen!;
    expect(await walletOf(a!.userId)).toBe(10_000 - aShare);
    const before = await fingerprint(db());
    expect(await post409(a!, 'Sig.Front.User.AppGroup.Dissolve', { id: leader.groupId })).toMatchObject({ status: 403 });
    expect(await post409(pending, 'Sig.Front.User.AppGroup.Dissolve', { id: leader.groupId })).toMatchObject({ status: 404 });
    expect(await fingerprint(db())).toBe(before);
    expect((await leader.api.groupDetail({ id: leader.groupId })).canDissolve).toBe(true);

    const dissolved = await leader.api.dissolveGroup({ id: leader.groupId });
    expect(dissolved).toMatchObject({ group: { state: 'dissolved' }, parcelState: 'cancelled', canDissolve: false, items: [], myShareYen: null, myDueYen: null });
    // Nothing is owed in a dissolved group: no member shows a share to pay.
    expect(dissolved.members.every((m) => m.shareYen === null && m.dueYen === null && !m.paid)).toBe(true);
    for (const p of [leader, a!, b!]) for (const orderId of p.orderIds) expect(await stateOf(orderId)).toEqual({ state: 'arrived', parcel_id: null });
    expect(await walletOf(a!.userId)).toBe(10_000);
    expect(await balance(db(), accounts.parcel(closed.parcelId!))).toBe(0);
    expect(await db().selectFrom('parcels').select(['state', 'paid_yen']).where('id', '=', closed.parcelId!).executeTakeFirstOrThrow()).toEqual({ state: 'cancelled', paid_yen: 0 });
    expect((await messagesTo(a!.userId)).at(-1)!.body).toContain(`¥${aShare.toLocaleString('en-US')}`);
    expect((await mailsTo('dissolve-1@example.com')).at(-1)!.subject).toContain('was dissolved');
    expect((await messagesTo(b!.userId)).at(-1)!.title).toContain('was dissolved');
    // The group stays visible to its members as dissolved; nothing more can be done in it.
    expect((await b!.api.groupDetail({ id: leader.groupId })).group.state).toBe('dissolved');
    const after = await fingerprint(db());
    expect(await post409(b!, 'Sig.Front.User.AppGroup.PayShare', { id: leader.groupId, idempotencyKey: 'dissolve-b-key-0001' })).toMatchObject({ status: 409 });
    expect(await post409(leader, 'Sig.Front.User.AppGroup.Dissolve', { id: leader.groupId })).toMatchObject({ status: 409 });
    expect(await post409(b!, 'Sig.Front.User.AppGroup.Leave', { id: leader.groupId })).toMatchObject({ status: 409 });
    expect(await post409(b!, 'Sig.Front.User.AppGroup.AddItems', { id: leader.groupId, orderIds: b!.orderIds })).toMatchObject({ status: 409 });
    expect(await fingerprint(db())).toBe(after);
    // The orders are free for another parcel.
    expect((await b!.api.groupCandidates()).items.map((c) => c.orderId)).toEqual(b!.orderIds);
    expect(await reconcile(db())).toEqual([]);
    const staff = apiOf(await server.staffMember('dissolve-staff@example.com'));
    expect((await staff.opsParcels({ queue: 'toShip' })).items.map((row) => row.parcel.id)).not.toContain(closed.parcelId);
  });

  it('works before the list closes and after every share is paid, and is refused once the parcel has shipped', async () => {
    const open = await leaderWithGroup('dissolve-open-leader@example.com', [500]);
    const applicant = await shopper('dissolve-open-applicant@example.com');
    await applicant.api.applyToGroup({ id: open.groupId, message: '' });
    await open.api.addGroupItems({ id: open.groupId, orderIds: open.orderIds });
    const gone = await open.api.dissolveGroup({ id: open.groupId });
    expect(gone).toMatchObject({ group: { state: 'dissolved', applicationsOpen: false }, parcelId: null });
    expect(gone.members.find((m) => m.userId === applicant.userId)?.status).toBe('rejected');
    expect(await stateOf(open.orderIds[0]!)).toEqual({ state: 'arrived', parcel_id: null });
    expect(await db().selectFrom('jobs').select('last_error').where('key', '=', `group.deadline:${open.groupId}`).executeTakeFirstOrThrow()).toEqual({ last_error: 'cancelled' });

    const { leader, members: [a], closed } = await closedGroup('dissolve-ready', 'sal', [{ weights: [500], topUp: 10_000 }, { weights: [500], topUp: 10_000 }]);
    await a!.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'dissolve-ready-a-01' });
    const ready = await leader.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'dissolve-ready-l-01' });
    expect(ready.group.state).toBe('ready');
    const staff = apiOf(await server.staffMember('dissolve-ready-staff@example.com'));
    await staff.opsParcelShip({ id: closed.parcelId!, carrier: 'japanPost', trackingNo: 'RR123456789JP' });
    expect((await leader.api.groupDetail({ id: leader.groupId })).canDissolve).toBe(false);
    const before = await fingerprint(db());
    expect(await post409(leader, 'Sig.Front.User.AppGroup.Dissolve', { id: leader.groupId })).toMatchObject({ status: 409 });
    expect(await fingerprint(db())).toBe(before);

    // Paid but not shipped yet: dissolving refunds both in full.
    const second = await closedGroup('dissolve-paid', 'sal', [{ weights: [500], topUp: 10_000 }, { weights: [500], topUp: 10_000 }]);
    await second.members[0]!.api.payGroupShare({ id: second.leader.groupId, idempotencyKey: 'dissolve-paid-a-01' });
    await second.leader.api.payGroupShare({ id: second.leader.groupId, idempotencyKey: 'dissolve-paid-l-01' });
    await second.leader.api.dissolveGroup({ id: second.leader.groupId });
    expect(await walletOf(second.leader.userId)).toBe(10_000);
    expect(await walletOf(second.members[0]!.userId)).toBe(10_000);
    expect(await reconcile(db())).toEqual([]);
  });
});

describe('reminders', () => {
  it('stop after constants.groups.maxReminders rounds; the round after tells the leader who has not paid', async () => {
    const { maxReminders, reminderHours } = constants.groups;
    const { leader, members: [a, b] } = await closedGroup('remind', 'sal', [{ weights: [500], topUp: 10_000 }, { weights: [500], topUp: 10_000 }, { weights: [500] }]);
    await a!.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'remind-a-key-00001' });
    await leader.api.payGroupShare({ id: leader.groupId, idempotencyKey: 'remind-l-key-00001' });
    const reminded: number[] = [];
    let clock = Date.now();
    for (let round = 1; round <= maxReminders + 1; round++) {
      clock += reminderHours * hour;
      const key = `group.remind:${leader.groupId}:${round}`;
      const job = await db().selectFrom('jobs').select(['due_at', 'done_at']).where('key', '=', key).executeTakeFirstOrThrow();
      expect(job.done_at).toBeNull();
      expect(await server.jobs.runDue(Math.max(clock, job.due_at))).toBeGreaterThanOrEqual(1);
      clock = Math.max(clock, job.due_at);
      reminded.push((await messagesTo(b!.userId)).filter((m) => m.title.startsWith('Postage due')).length);
    }
    // b was told at closing and by each of the maxReminders rounds; the round after reminds nobody.
    expect(reminded).toEqual([...Array.from({ length: maxReminders }, (_, i) => i + 2), maxReminders + 1]);
    const notice = (await messagesTo(leader.userId)).at(-1)!;
    expect(notice.title).toContain('have not paid');
    const nickname = async (userId: number) => (await db().selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirstOrThrow()).nickname;
    expect(notice.body).toContain(`: ${await nickname(b!.userId)}.`);
    expect(notice.body).not.toContain(await nickname(a!.userId));
    expect(await db().selectFrom('jobs').select('id').where('key', '=', `group.remind:${leader.groupId}:${maxReminders + 2}`).execute()).toEqual([]);
    expect(await db().selectFrom('jobs').select('id').where('key', 'like', `group.remind:${leader.groupId}:%`).where('done_at', 'is', null).execute()).toEqual([]);
  });
});

describe('paying at the same moment', () => {
  it('members paying in parallel (and twice each) pay once each, and the group becomes ready exactly once', async () => {
    const leader = await leaderWithGroup('race-leader@example.com', [500], 10_000);
    const members = [];
    for (const n of [1, 2, 3]) members.push(await joined(leader.groupId, leader.api, `race-${n}@example.com`, [400 * n], 10_000));
    await leader.api.addGroupItems({ id: leader.groupId, orderIds: leader.orderIds });
    for (const m of members) await m.api.addGroupItems({ id: leader.groupId, orderIds: m.orderIds });
    await leader.api.endGroupApplications({ id: leader.groupId });
    const closed = await leader.api.closeGroupList({ id: leader.groupId, method: 'ems' });
    const everyone = [leader, ...members];
    const answers = await Promise.all(
      everyone.flatMap((p, i) => [0, 1].map(() => p.s.call('Sig.Front.User.AppGroup.PayShare', { id: leader.groupId, idempotencyKey: `race-key-${i}-0123456789` }, { method: 'POST' }))),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const after = await leader.api.groupDetail({ id: leader.groupId });
    expect(after.group.state).toBe('ready');
    expect(after.parcelState).toBe('paid');
    for (const p of everyone) {
      const share = closed.members.find((m) => m.userId === p.userId)!.shareYen!;
      expect(await balance(db(), accounts.wallet(p.userId))).toBe(10_000 - share);
    }
    expect(await balance(db(), accounts.parcel(after.parcelId!))).toBe(closed.postageYen);
    expect(await reconcile(db())).toEqual([]);
  });
});

describe('paying a share by card', () => {
  it('charges the card the shortfall and pays the share; a share paid meanwhile keeps the card’s money in the wallet', async () => {
    const { leader, members: [a] } = await closedGroup('card-share', 'sal', [{ weights: [1000] }, { weights: [1000], topUp: 1000 }]);
    const id = leader.groupId;
    const due = (await a!.api.groupDetail({ id })).myDueYen!;
    const returnUrl = `/personal/group/payMail?id=${id}`;
    const paid = await a!.api.payGroupShareByCard({ id, idempotencyKey: 'card-share-a-key-0001', expectedYen: due, cardPays: 'shortfall', cardYen: due - 1000, token: await cardToken(server), returnUrl });
    expect(paid).toMatchObject({ recharge: { status: 'succeeded', amountYen: due - 1000 }, purpose: { kind: 'groupShare', status: 'paid', refId: id }, balanceYen: 0 });
    expect(memberOf(await a!.api.groupDetail({ id }), a!.userId)?.paid).toBe(true);
    // A changed figure is refused before anything is charged.
    const stale = await post409(leader, 'Sig.Front.User.AppGroup.PayShareByCard', { id, idempotencyKey: 'card-share-l-key-0000', expectedYen: 1, cardPays: 'whole', cardYen: 1, token: await cardToken(server), returnUrl });
    expect(stale.status).toBe(409);

    const leaderDue = (await leader.api.groupDetail({ id })).myDueYen!;
    const pending = await leader.api.payGroupShareByCard({ id, idempotencyKey: 'card-share-l-key-0001', expectedYen: leaderDue, cardPays: 'whole', cardYen: leaderDue, token: await cardToken(server, testCardNumbers.threeDS), returnUrl });
    expect(pending.recharge.status).toBe('requiresAction');
    await topUpWallet(db(), server.services.dialect, leader.userId, leaderDue);
    await leader.api.payGroupShare({ id, idempotencyKey: 'card-share-l-wallet-01' });
    const html = await (await fetch(pending.recharge.actionUrl!)).text();
    await fetch(new URL(/action="([^"]+\/complete)"/.exec(html)![1]!, server.url), { method: 'POST', redirect: 'manual' });
    const after = await leader.api.getRecharge({ id: pending.recharge.id });
    expect(after).toMatchObject({ recharge: { status: 'succeeded' }, purpose: { status: 'refused' }, balanceYen: leaderDue });
    expect(after.purpose!.refusal).toBe('Your share was already paid by another payment.');
    await server.services.payments.testWebhooks!.idle();
    expect(await walletOf(leader.userId)).toBe(leaderDue);
    expect(await reconcile(db())).toEqual([]);
  });
});
