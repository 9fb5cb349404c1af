// One parcel, one story: a three-item checkout bought and received item by item in the console, merged,
// paid for, shipped and delivered tells its shopper once per event (one message, one mail), not once per
// order; an order of the checkout that moves on its own after the window is told alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { apiOf, fixtures, newKey } from './checkout-fixtures';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('story-staff@example.com');
});
afterAll(() => server.close());
const fx = fixtures(() => server);
const db = () => server.services.db;
const measures = { weightGrams: 600, lengthCm: 30, widthCm: 20, heightCm: 10 };

async function threeItemCheckout(email: string, signedIn?: Shopper) {
  const shopper = signedIn ?? (await server.verifiedShopper(email));
  const api = apiOf(shopper);
  const userId = await fx.userId(email);
  const goods = [await fx.takeGoods('mercari', { maxPrice: 5000 }), await fx.takeGoods('mercari', { maxPrice: 5000 }), await fx.takeGoods('amazon', { maxPrice: 5000 })];
  for (const g of goods) await api.addToCart({ site: g.site, id: g.external_id });
  const addressId = await fx.address(userId);
  await fx.acceptAllNotices(userId);
  // Mails before this one (the address check) are not the checkout's.
  const { id: mailsBefore } = await db().selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  await fx.fund(userId, 200_000);
  const result = await api.checkoutPay({ lineIds: await fx.lineIds(userId), addressId, services: [], points: 0, idempotencyKey: newKey() });
  return { api, userId, addressId, goods, orderIds: result.orders.map((o) => o.id), mailsTo: () => mailsAfter(email, mailsBefore) };
}

/** The checkout bought and received item by item in the console, merged, paid for, shipped and delivered. */
async function wholeJourney<T extends Awaited<ReturnType<typeof threeItemCheckout>>>(bought: T): Promise<T> {
  const { api, addressId, orderIds } = bought;
  const staffApi = apiOf(staff);
  for (const id of orderIds) await staffApi.opsOrderAction({ id, action: 'startPurchase' });
  for (const id of orderIds) await staffApi.opsOrderAction({ id, action: 'markPurchased' });
  for (const id of orderIds) await staffApi.opsOrderAction({ id, action: 'recordArrival', ...measures });
  const parcel = await api.parcelCreate({ orderIds, addressId });
  await api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
  await api.parcelPay({ id: parcel.id, idempotencyKey: newKey() });
  await staffApi.opsParcelShip({ id: parcel.id, carrier: 'japanPost', trackingNo: 'EJ123456789JP' });
  await staffApi.opsParcelDeliver({ id: parcel.id });
  return bought;
}

const messagesOf = (userId: number) => db().selectFrom('messages').select(['title', 'body', 'order_id', 'link']).where('user_id', '=', userId).orderBy('id').execute();
const mailsAfter = (email: string, id: number) => db().selectFrom('mail_outbox').select(['subject', 'body', 'next_attempt_at']).where('recipient', '=', email).where('id', '>', id).orderBy('id').execute();

describe('one parcel, one story', () => {
  it('tells a three-item checkout → merge → ship → deliver once per event: 7 messages and 7 mails (21 of each before)', async () => {
    const email = 'story1@example.com';
    const { userId, goods, orderIds, mailsTo } = await wholeJourney(await threeItemCheckout(email));

    const messages = await messagesOf(userId);
    expect(messages.length).toBe(7);
    expect(messages.map((m) => m.title)).toEqual([
      'Order placed: 3 items',
      'Purchase started: 3 items',
      'Item bought: 3 items',
      'Arrived at our warehouse: 3 items',
      'Added to a parcel: 3 items',
      'Shipped to you: 3 items',
      'Delivered: 3 items',
    ]);
    // Every item is named in each message, each quoted as the language quotes one.
    for (const m of messages) for (const g of goods) expect(m.body).toContain(`“${g.title}”`);
    expect(messages[5]!.body).toContain('Japan Post EJ123456789JP');
    // A message about several orders opens their list (a parcel's, the parcels); one order's opens the order.
    expect(messages.map((m) => [m.order_id, m.link])).toEqual([
      ...Array.from({ length: 4 }, () => [null, '/personal/order/all']),
      ...Array.from({ length: 3 }, () => [null, '/personal/order/aviation']),
    ]);
    const mails = await mailsTo();
    expect(mails.map((m) => m.subject)).toEqual(messages.map((m) => m.title));
    expect(mails[0]!.body).toContain(`Orders no. ${orderIds.join(', ')}`);
    // The checkout's staff events wait for the window to close, so the rest of the checkout can join them.
    const window = constants.mail.groupWindowMinutes * 60_000;
    expect(mails.map((m) => m.next_attempt_at !== null && m.next_attempt_at > Date.now() + window / 2)).toEqual([false, true, true, true, false, false, false]);
  });

  it('tells an order of the checkout that moves on its own, and events in other words, apart', async () => {
    const email = 'story2@example.com';
    const { api, userId, orderIds, mailsTo } = await threeItemCheckout(email);
    const staffApi = apiOf(staff);
    await staffApi.opsOrderAction({ id: orderIds[0]!, action: 'markPurchased' });
    await staffApi.opsOrderAction({ id: orderIds[1]!, action: 'markPurchased' });
    // The seller's shipments have their own tracking numbers: two messages.
    await staffApi.opsOrderAction({ id: orderIds[0]!, action: 'recordDomesticShipment', carrier: 'Yamato', trackingNo: '1111' });
    await staffApi.opsOrderAction({ id: orderIds[1]!, action: 'recordDomesticShipment', carrier: 'Yamato', trackingNo: '2222' });
    // Once the shopper has read it (or the window is over) the next event starts a message of its own.
    await api.readAllMessages();
    await staffApi.opsOrderAction({ id: orderIds[2]!, action: 'markPurchased' });
    const titles = (await messagesOf(userId)).map((m) => m.title);
    expect(titles).toEqual(['Order placed: 3 items', 'Item bought: 2 items', 'Seller shipped', 'Seller shipped', 'Item bought']);
    const last = (await messagesOf(userId)).at(-1)!;
    expect(last.order_id).toBe(orderIds[2]);
    expect((await mailsTo()).length).toBe(5);
  });
});

describe('mail choices', () => {
  it('mails every kind until switched off; a kind switched off still writes its messages, and money is mailed anyway', async () => {
    const email = 'choice1@example.com';
    const shopper = await server.verifiedShopper(email);
    const api = apiOf(shopper);
    const all = await api.mailChoices();
    expect(all.choices.map((c) => [c.kind, c.mailed, c.locked])).toEqual(constants.mail.kinds.map((k) => [k.id, true, k.locked]));
    await api.setMailChoice({ kind: 'orders', mailed: false });
    const after = await api.setMailChoice({ kind: 'parcels', mailed: false });
    expect(after.choices.filter((c) => !c.mailed).map((c) => c.kind)).toEqual(['orders', 'parcels']);
    // Another shopper's choices are their own.
    expect((await apiOf(await server.verifiedShopper('choice2@example.com')).mailChoices()).choices.every((c) => c.mailed)).toBe(true);

    // The whole journey: seven messages, and one mail, the payment's.
    const { userId, mailsTo } = await wholeJourney(await threeItemCheckout(email, shopper));
    expect((await messagesOf(userId)).length).toBe(7);
    expect((await mailsTo()).map((m) => m.subject)).toEqual(['Order placed: 3 items']);

    // Switched on again, the next event is mailed.
    await api.setMailChoice({ kind: 'orders', mailed: true });
    expect((await api.mailChoices()).choices.find((c) => c.kind === 'orders')?.mailed).toBe(true);
  });

  it('refuses to stop mailing money or security, and an unknown kind, changing nothing', async () => {
    const shopper = await server.verifiedShopper('choice3@example.com');
    for (const kind of ['payments', 'account']) {
      const answer = await shopper.call('Sig.Front.User.AppMessage.SetMailChoice', { kind, mailed: false });
      expect([answer.status, answer.body.field]).toEqual([409, 'kind']);
    }
    const unknown = await shopper.call('Sig.Front.User.AppMessage.SetMailChoice', { kind: 'nonsense', mailed: false });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'kind']);
    expect((await apiOf(shopper).mailChoices()).choices.every((c) => c.mailed)).toBe(true);
    expect(await db().selectFrom('mail_opt_outs').selectAll().where('user_id', '=', await fx.userId('choice3@example.com')).execute()).toEqual([]);
    expect((await server.shopper().call('Sig.Front.User.AppMessage.MailChoices', {})).status).toBe(403);
  });
});
