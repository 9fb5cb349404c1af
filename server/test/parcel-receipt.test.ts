// The shopper confirms a parcel's receipt once (AppParcel.ConfirmReceipt): the parcel becomes delivered
// and received, and each of its orders delivered and completed through the state machine, earning its
// points once, told as one message; another shopper's parcel, an unshipped one and a second confirmation
// are refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { apiOf, paymentKey, shopperWithArrived } from './parcel-fixtures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('receipt-staff@example.com');
});
afterAll(() => server.close());
const db = () => server.services.db;
const box = (priceYen: number, title: string) => ({ weightGrams: 500, lengthCm: 20, widthCm: 15, heightCm: 10, priceYen, title });
const confirm = (shopper: Shopper, id: number) => shopper.call('Sig.Front.User.AppParcel.ConfirmReceipt', { id });

/** A paid merged parcel of two orders (¥3,450 and ¥12,000), shipped by staff unless `ship` is false. */
async function paidParcel(email: string, ship = true) {
  const s = await shopperWithArrived(server, staff, email, [box(3450, 'Camera strap'), box(12_000, 'Film camera')], 100_000);
  const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
  await s.api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
  await s.api.parcelPay({ id: parcel.id, idempotencyKey: paymentKey() });
  if (ship) await apiOf(staff).opsParcelShip({ id: parcel.id, carrier: 'japanPost', trackingNo: 'EJ000000001JP' });
  return { ...s, parcelId: parcel.id };
}

const orderStates = async (ids: readonly number[]) =>
  (await db().selectFrom('orders').select(['id', 'state']).where('id', 'in', [...ids]).orderBy('id').execute()).map((o) => o.state);
const points = (userId: number) => balance(db(), accounts.points(userId), 'PT');
const messagesSince = (userId: number, id: number) =>
  db().selectFrom('messages').select(['title', 'body', 'link']).where('user_id', '=', userId).where('id', '>', id).orderBy('id').execute();
const lastMessageId = async (userId: number) =>
  (await db().selectFrom('messages').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst())?.id ?? 0;

describe('confirming a parcel’s receipt', () => {
  it('completes every order of a shipped parcel once, earns their points once and tells one message', async () => {
    const s = await paidParcel('receipt-1@example.com');
    const before = await lastMessageId(s.userId);
    const pointsBefore = await points(s.userId);
    const shown = await s.api.parcelGet({ id: s.parcelId });
    // 34 points for ¥3,450 and 120 for ¥12,000: what the confirmation step promises is what is credited.
    expect([shown.receiptOrders, shown.receiptPoints, shown.receivedAt]).toEqual([2, 154, null]);

    const parcel = await s.api.parcelConfirmReceipt({ id: s.parcelId });
    expect([parcel.state, parcel.receiptOrders, parcel.receiptPoints]).toEqual(['delivered', 0, 0]);
    expect(parcel.receivedAt).toEqual(parcel.deliveredAt);
    expect(await orderStates(s.orderIds)).toEqual(['completed', 'completed']);
    expect((await points(s.userId)) - pointsBefore).toBe(154);
    const events = await db().selectFrom('order_events').select(['order_id', 'action', 'actor']).where('order_id', 'in', s.orderIds).where('action', 'in', ['markDelivered', 'complete']).orderBy('id').execute();
    expect(events.map((e) => [e.order_id, e.action, e.actor])).toEqual([
      [s.orderIds[0], 'markDelivered', 'system'], [s.orderIds[0], 'complete', 'shopper'],
      [s.orderIds[1], 'markDelivered', 'system'], [s.orderIds[1], 'complete', 'shopper'],
    ]);
    const told = await messagesSince(s.userId, before);
    expect(told.map((m) => [m.title, m.link])).toEqual([['Parcel received: 2 items', '/personal/order/aviation']]);
    expect(told[0]!.body).toContain(`parcel #${s.parcelId}`);
    expect(told[0]!.body).toContain('“Camera strap” and “Film camera”');
    expect(told[0]!.body).toContain('154 points');

    // Again: refused, and nothing changes (no second points, no second message).
    const snapshot = await fingerprint(db());
    const again = await confirm(s.shopper, s.parcelId);
    expect([again.status, again.body.msg]).toEqual([409, 'You have already confirmed that this parcel arrived.']);
    expect(await fingerprint(db())).toBe(snapshot);
  });

  it('confirms a parcel staff already marked delivered, leaving an order completed on its own page as it is', async () => {
    const s = await paidParcel('receipt-2@example.com');
    await apiOf(staff).opsParcelDeliver({ id: s.parcelId });
    const deliveredAt = (await s.api.parcelGet({ id: s.parcelId })).deliveredAt;
    await s.api.orderAction({ id: s.orderIds[0]!, action: 'complete' });
    const pointsBefore = await points(s.userId);
    const overview = await s.api.parcelOverview();
    // Delivered but not confirmed: still on the shipping page, where the button is.
    expect(overview.underway.map((p) => [p.id, p.receiptOrders, p.receiptPoints])).toEqual([[s.parcelId, 1, 120]]);
    const parcel = await s.api.parcelConfirmReceipt({ id: s.parcelId });
    expect(parcel.deliveredAt).toBe(deliveredAt);
    expect(parcel.receivedAt).not.toBeNull();
    expect(await orderStates(s.orderIds)).toEqual(['completed', 'completed']);
    expect((await points(s.userId)) - pointsBefore).toBe(120);
    expect((await s.api.parcelOverview()).underway).toEqual([]);
  });

  it('refuses another shopper’s parcel (404) and an unshipped one (409), changing nothing', async () => {
    const owner = await paidParcel('receipt-3@example.com');
    const unshipped = await paidParcel('receipt-4@example.com', false);
    const snapshot = await fingerprint(db());
    expect((await confirm(unshipped.shopper, owner.parcelId)).status).toBe(404);
    const early = await confirm(unshipped.shopper, unshipped.parcelId);
    expect([early.status, early.body.msg]).toEqual([409, 'This parcel has not been shipped yet, so its receipt cannot be confirmed.']);
    expect((await confirm(server.shopper(), owner.parcelId)).status).toBe(403);
    expect(await fingerprint(db())).toBe(snapshot);
  });
});
