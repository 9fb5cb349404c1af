// Invitations over HTTP: the personal code, registering with it (an unknown code or one's own refused,
// nothing written), and the inviter's reward credited once when the invited shopper's first order ships —
// whatever the retries or concurrent shipments — and never for a later order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { creditInviteReward } from '../invites/invites';
import { accounts } from '../money/accounts';
import { balance, ledgerImbalance } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { type TestServer, startTestServer } from './harness';
import { topUp } from './money-fixture';
import { paidOrder } from './ops-fixtures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('invite-staff@example.com');
});
afterAll(() => server.close());

const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());
const db = () => server.services.db;
const userId = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const { amount } = constants.invite.reward;
const rewardAccount = (id: number) => (constants.invite.reward.kind === 'points' ? balance(db(), accounts.points(id), 'PT') : balance(db(), accounts.wallet(id)));

async function invitedFriend(inviter: Shopper, email: string) {
  const { code } = await apiOf(inviter).inviteInfo();
  const friend = server.shopper();
  const api = apiOf(friend);
  await api.register({ email, password: 'correct horse 1', inviteCode: code!.toLowerCase(), captchaToken: await friend.captchaToken() });
  await api.verifyRegister({ email, code: await server.lastCode(email) });
  return { friend, api, id: await userId(email) };
}

/** A paid parcel of the shopper's arrived orders, shipped by staff through the console. */
async function parcelOf(api: ReturnType<typeof apiOf>, uid: number, count: number) {
  const address = await api.createAddress({ country: 'US', recipient: 'Ann Lee', phone: '+1 555 010 0100', postcode: '94105', region: 'CA', city: 'SF', line1: '1 Market St' })
    .catch(async () => (await api.addressList()).items[0]!);
  const orderIds: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const order = await paidOrder(db(), server.services.dialect, uid, { state: 'purchased' });
    await apiOf(staff).opsOrderAction({ id: order.id, action: 'recordArrival', weightGrams: 500, lengthCm: 20, widthCm: 20, heightCm: 10 });
    orderIds.push(order.id);
  }
  const parcel = await api.parcelCreate({ orderIds, addressId: address.id });
  await api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
  await topUp(db(), server.services.dialect, uid, 50_000);
  const quote = await api.parcelGet({ id: parcel.id });
  await api.parcelPay({ id: parcel.id, idempotencyKey: `inv-${Math.random().toString(36).slice(2)}-${Date.now()}`, expectedYen: quote.totalYen ?? undefined });
  return { parcelId: parcel.id, orderIds };
}

describe('the invite page', () => {
  it('gives an anonymous visitor the reward only, and a shopper the same code every time', async () => {
    const visitor = await apiOf(server.shopper()).inviteInfo();
    expect(visitor).toEqual({ code: null, joined: 0, rewarded: 0, rewardAmount: amount, rewardKind: constants.invite.reward.kind });
    const shopper = await server.verifiedShopper('invite-code@example.com');
    const first = await apiOf(shopper).inviteInfo();
    expect(first.code).toMatch(new RegExp(`^[A-Z2-9]{${constants.invite.codeLength}}$`));
    expect((await apiOf(shopper).inviteInfo()).code).toBe(first.code);
  });
});

describe('registering with a code', () => {
  // The attempt still counts against the code rate limits (so codes cannot be guessed freely); no account,
  // invite or mail is written.
  const written = async () => JSON.stringify(await Promise.all(['users', 'invites', 'mail_outbox', 'verification_codes'].map((t) => db().selectFrom(t as 'users').selectAll().execute())));
  it('refuses an unknown code and the caller’s own, writing nothing', async () => {
    const inviter = await server.verifiedShopper('invite-self@example.com');
    const { code } = await apiOf(inviter).inviteInfo();
    const before = await written();
    const stranger = server.shopper();
    const unknown = await stranger.call('Sig.Front.AppApi.Register', { email: 'nobody-invited@example.com', password: 'correct horse 1', inviteCode: 'ZZZZ9999', captchaToken: await stranger.captchaToken() });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'inviteCode']);
    expect(unknown.body.msg).toContain('invite code');
    // Logged in as the inviter, registering a second account through one's own link.
    const self = await inviter.call('Sig.Front.AppApi.Register', { email: 'second-me@example.com', password: 'correct horse 1', inviteCode: code, captchaToken: await inviter.captchaToken() });
    expect([self.status, self.body.field, self.body.msg]).toEqual([400, 'inviteCode', 'You cannot use your own invite code.']);
    expect(await written()).toBe(before);
  });

  it("answers the inviter's own email registered with their code like any taken email, telling nobody whose code it is", async () => {
    const inviter = await server.verifiedShopper('invite-owner@example.com');
    const { code } = await apiOf(inviter).inviteInfo();
    const stranger = server.shopper();
    const answer = await stranger.call('Sig.Front.AppApi.Register', { email: 'invite-owner@example.com', password: 'correct horse 1', inviteCode: code, captchaToken: await stranger.captchaToken() });
    expect([answer.status, answer.body.data]).toEqual([200, { email: 'invite-owner@example.com', expiresInSeconds: constants.accounts.codeTtlMinutes * 60 }]);
    expect(await db().selectFrom('invites').selectAll().where('inviter_id', '=', await userId('invite-owner@example.com')).execute()).toEqual([]);
  });

  it('counts a friend once they have verified', async () => {
    const inviter = await server.verifiedShopper('invite-count@example.com');
    const { code } = await apiOf(inviter).inviteInfo();
    const friend = server.shopper();
    await apiOf(friend).register({ email: 'half-way@example.com', password: 'correct horse 1', inviteCode: code, captchaToken: await friend.captchaToken() });
    expect((await apiOf(inviter).inviteInfo()).joined).toBe(0);
    await apiOf(friend).verifyRegister({ email: 'half-way@example.com', code: await server.lastCode('half-way@example.com') });
    expect((await apiOf(inviter).inviteInfo()).joined).toBe(1);
  });
});

describe('the reward', () => {
  it('is credited once when the friend’s first parcel ships, even shipped concurrently, and not for later ones', async () => {
    const inviter = await server.verifiedShopper('inviter@example.com');
    const inviterId = await userId('inviter@example.com');
    const { api, id } = await invitedFriend(inviter, 'friend@example.com');
    const a = await parcelOf(api, id, 1);
    const b = await parcelOf(api, id, 1);
    const start = await rewardAccount(inviterId);
    const ship = (parcelId: number) => apiOf(staff).opsParcelShip({ id: parcelId, carrier: 'japanPost', trackingNo: `EJ${parcelId}JP` });
    await Promise.all([ship(a.parcelId), ship(b.parcelId)]);
    expect(await rewardAccount(inviterId)).toBe(start + amount);
    const rewards = await db().selectFrom('invite_rewards').selectAll().where('inviter_id', '=', inviterId).execute();
    expect(rewards.map((r) => [r.invitee_id, r.amount])).toEqual([[id, amount]]);
    expect([...a.orderIds, ...b.orderIds]).toContain(rewards[0]!.order_id);
    // Shipping the same parcel again (a retried request) is refused and credits nothing.
    expect((await staff.call('Sig.Ops.ParcelShip', { id: a.parcelId, carrier: 'japanPost', trackingNo: 'EJ9' })).status).toBe(409);
    // The shipping path run again for an order (a job retried after its commit) credits nothing either.
    const order = await db().selectFrom('orders').selectAll().where('id', '=', a.orderIds[0]!).executeTakeFirstOrThrow();
    expect(await db().transaction().execute((trx) => creditInviteReward(trx, server.services, order))).toBeNull();
    // A third order, later: nothing more.
    const c = await parcelOf(api, id, 1);
    await ship(c.parcelId);
    expect(await rewardAccount(inviterId)).toBe(start + amount);
    // The inviter was told once.
    const told = await db().selectFrom('messages').select('title').where('user_id', '=', inviterId).execute();
    expect(told.filter((m) => m.title.includes('first parcel'))).toHaveLength(1);
    const info = await apiOf(inviter).inviteInfo();
    expect([info.joined, info.rewarded]).toEqual([1, 1]);
    // The reward is a balanced ledger transaction that the reconciliation accepts.
    expect(await ledgerImbalance(db())).toEqual([]);
    expect(await reconcile(db())).toEqual([]);
  });

  it('gives nothing for a shopper nobody invited', async () => {
    const shopper = await server.verifiedShopper('uninvited@example.com');
    const id = await userId('uninvited@example.com');
    const p = await parcelOf(apiOf(shopper), id, 1);
    await apiOf(staff).opsParcelShip({ id: p.parcelId, carrier: 'japanPost', trackingNo: 'EJ77JP' });
    expect(await db().selectFrom('invite_rewards').selectAll().where('invitee_id', '=', id).execute()).toEqual([]);
  });
});
