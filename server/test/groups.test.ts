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
import { balance, ledgerImbalance, post } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { transition } from '../orders/transition';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { fixtureCheckout, userIdOf } from './order-fixture';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
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
  if (topUp > 0) {
    await db().transaction().execute((trx) =>
      post(trx, server.services.dialect, { kind: 'recharge', userId, refType: 'fixture' }, [
        { account: accounts.gateway, amount: -topUp },
        { account: accounts.wallet(userId), amount: topUp },
      ], Date.now()));
  }
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

    await db().transaction().execute((trx) =>
      post(trx, server.services.dialect, { kind: 'recharge', userId: b.userId, refType: 'fixture' }, [
        { account: accounts.gateway, amount: -shares[2]! },
        { account: accounts.wallet(b.userId), amount: shares[2]! },
      ], Date.now()));
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
    await staff.opsParcelShip({ id: parcel.id, carrier: 'EMS', trackingNo: 'EM123456789JP' });
    const followed = await a.api.groupDetail({ id: leader.groupId });
    expect(followed).toMatchObject({ parcelState: 'shipped', parcelCarrier: 'EMS', parcelTrackingNo: 'EM123456789JP' });
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
