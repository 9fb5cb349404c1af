// The message box over HTTP: order events arrive as messages, newest first; reading some or all lowers
// the unread count the home info (the header's badge) reports; another shopper's message is 404 and
// nothing is marked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { fixtureCheckout, userIdOf } from './order-fixture';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());
const db = () => server.services.db;

/** A shopper whose two orders, of two checkouts, were cancelled: two messages about them. */
async function shopperWithMessages(email: string) {
  const shopper = await server.verifiedShopper(email);
  const api = apiOf(shopper);
  const userId = await userIdOf(db(), email);
  const orderIds: number[] = [];
  for (const priceYen of [1000, 2000]) orderIds.push(...(await fixtureCheckout(db(), server.services.dialect, userId, [{ priceYen }])).orderIds);
  for (const id of orderIds) await api.orderAction({ id, action: 'cancel' });
  return { shopper, api, orderIds };
}

describe('messages', () => {
  it.each([
    ['Sig.Front.User.AppMessage.List', {}],
    ['Sig.Front.User.AppMessage.Read', { ids: [1] }],
    ['Sig.Front.User.AppMessage.ReadAll', {}],
  ])('%s refuses the logged-out caller', async (name, params) => {
    expect((await server.shopper().call(name, params)).status).toBe(403);
  });

  it('lists the order messages newest first, reads some, then all, and the home badge follows', async () => {
    const { api, orderIds } = await shopperWithMessages('msg1@example.com');
    const list = await api.messageList({});
    expect(list).toMatchObject({ total: 2, unread: 2 });
    expect(list.items.map((m) => [m.orderId, m.read])).toEqual([[orderIds[1], false], [orderIds[0], false]]);
    expect((await api.globalHomeInfo()).user.message).toBe(2);

    expect(await api.readMessages({ ids: [list.items[0]!.id] })).toEqual({ unread: 1 });
    expect((await api.messageList({})).items.map((m) => m.read)).toEqual([true, false]);
    expect((await api.globalHomeInfo()).user.message).toBe(1);
    // Reading a read message again changes nothing.
    expect(await api.readMessages({ ids: [list.items[0]!.id] })).toEqual({ unread: 1 });
    expect(await api.readAllMessages()).toEqual({ unread: 0 });
    expect((await api.globalHomeInfo()).user.message).toBe(0);
  });

  it('refuses another shopper’s message with 404 and marks nothing', async () => {
    const { api } = await shopperWithMessages('msg2@example.com');
    const theirs = (await api.messageList({})).items[0]!.id;
    const stranger = await server.verifiedShopper('msg3@example.com');
    expect((await apiOf(stranger).messageList({})).total).toBe(0);
    const before = await fingerprint(db());
    expect((await stranger.call('Sig.Front.User.AppMessage.Read', { ids: [theirs] })).status).toBe(404);
    await apiOf(stranger).readAllMessages();
    expect(await fingerprint(db())).toEqual(before);
    expect((await api.messageList({})).unread).toBe(2);
  });

  it('names the field of bad input and marks nothing', async () => {
    const { shopper, api } = await shopperWithMessages('msg4@example.com');
    const mine = (await api.messageList({})).items[0]!.id;
    for (const ids of [[], ['x'], [0], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const answer = await shopper.call('Sig.Front.User.AppMessage.Read', { ids });
      expect(answer.status).toBe(400);
      expect(answer.body.field).toMatch(/^ids/);
    }
    // One unknown id among the shopper's own: nothing is marked.
    expect((await shopper.call('Sig.Front.User.AppMessage.Read', { ids: [mine, 999_999] })).status).toBe(404);
    expect((await api.messageList({})).unread).toBe(2);
    expect((await shopper.call('Sig.Front.User.AppMessage.List', { page: 0 })).body.field).toBe('page');
  });
});
