// The customs declaration over HTTP: prefilled from what the orders say was paid, edited by the shopper
// within the rules (a value below the paid one needs a reason; each refusal names the line and changes
// nothing), sent back by staff with a note, which holds the parcel until the shopper saves it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './harness';
import { apiOf, paymentKey, shopperWithArrived } from './parcel-fixtures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('declaration-staff@example.com');
});
afterAll(() => server.close());

const box = (priceYen: number, title: string) => ({ weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10, priceYen, title });
const parcelRow = (id: number) => server.services.db.selectFrom('parcels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('customs declaration', () => {
  it('is prefilled from the orders and refuses a lower value without a reason, naming the line', async () => {
    const s = await shopperWithArrived(server, staff, 'declare-rules@example.com', [box(3000, 'ポケモンカード'), box(8000, 'フィギュア')]);
    const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
    expect(parcel.declaration.map((l) => [l.description, l.quantity, l.unitYen, l.paidUnitYen, l.changed])).toEqual([
      ['ポケモンカード', 1, 3000, 3000, false],
      ['フィギュア', 1, 8000, 8000, false],
    ]);
    const [a, b] = s.orderIds as [number, number];
    const before = await parcelRow(parcel.id);
    const refuse = async (lines: unknown[], msg: RegExp) => {
      const answer = await s.shopper.call('Sig.Front.User.AppParcel.Declare', { id: parcel.id, lines });
      expect([answer.status, answer.body.msg]).toEqual([400, expect.stringMatching(msg)]);
    };
    const line = (orderId: number, unitYen: number, extra: Record<string, unknown> = {}) => ({ orderId, description: 'Trading card', quantity: 1, unitYen, ...extra });
    await refuse([line(a, 3000), line(b, 5000)], /^Line 2 \(フィギュア\): a value below what was paid \(¥8,000\) needs a reason\.$/);
    await refuse([line(a, 3000), line(b, 5000, { reason: '   ' })], /Line 2/);
    await refuse([line(a, 3000, { description: '  ' }), line(b, 8000)], /^Line 1 \(ポケモンカード\): describe the contents\.$/);
    await refuse([line(a, 3000)], /lines/);
    await refuse([line(a, 3000), line(a, 3000)], /lines/);
    await refuse([line(a, 3000), line(b, -1)], /unitYen/);
    expect(await parcelRow(parcel.id)).toEqual(before);

    // More units at a lower unit price is not lower in total, and needs no reason.
    const saved = await s.api.parcelDeclare({ id: parcel.id, lines: [line(a, 1500, { quantity: 2 }), line(b, 5000, { reason: 'Bought at a discount; the box is damaged' })] });
    expect(saved.declaration.map((l) => [l.description, l.quantity, l.unitYen, l.reason, l.changed])).toEqual([
      ['Trading card', 2, 1500, null, true],
      ['Trading card', 1, 5000, 'Bought at a discount; the box is damaged', true],
    ]);
    expect((await s.api.parcelGet({ id: parcel.id })).declaration).toEqual(saved.declaration);
    const other = await shopperWithArrived(server, staff, 'declare-other@example.com', [box(3000, 'x')]);
    expect((await other.shopper.call('Sig.Front.User.AppParcel.Declare', { id: parcel.id, lines: [line(a, 3000), line(b, 8000)] })).status).toBe(404);
  });

  it('staff see the change and send it back; the parcel does not ship until the shopper answers', async () => {
    const s = await shopperWithArrived(server, staff, 'declare-query@example.com', [box(12_000, 'カメラ')], 50_000);
    const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
    const [orderId] = s.orderIds as [number];
    await s.api.parcelDeclare({ id: parcel.id, lines: [{ orderId, description: 'Used camera', quantity: 1, unitYen: 6000, reason: 'Second-hand, scratched' }] });
    await s.api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
    await s.api.parcelPay({ id: parcel.id, idempotencyKey: paymentKey() });

    const staffApi = apiOf(staff);
    const row = (await staffApi.opsParcels({ queue: 'toShip' })).items.find((r) => r.parcel.id === parcel.id)!;
    expect(row.parcel.declaration[0]).toMatchObject({ description: 'Used camera', unitYen: 6000, paidDescription: 'カメラ', paidUnitYen: 12_000, reason: 'Second-hand, scratched', changed: true });
    expect((await staff.call('Sig.Ops.ParcelQueryDeclaration', { id: parcel.id, note: '  ' })).status).toBe(400);
    expect((await s.shopper.call('Sig.Ops.ParcelQueryDeclaration', { id: parcel.id, note: 'x' })).status).toBe(404);
    const queried = await staffApi.opsParcelQueryDeclaration({ id: parcel.id, note: 'Please attach the resale listing or declare what was paid.' });
    expect(queried.parcel.declarationQuery).toBe('Please attach the resale listing or declare what was paid.');
    const held = await staff.call('Sig.Ops.ParcelShip', { id: parcel.id, carrier: 'japanPost', trackingNo: 'EJ1' });
    expect([held.status, held.body.msg]).toEqual([409, expect.stringMatching(/sent back to the shopper/)]);
    expect((await parcelRow(parcel.id)).state).toBe('paid');

    // The shopper sees the note, answers by saving again, and the parcel ships.
    expect((await s.api.parcelGet({ id: parcel.id })).declarationQuery).toBe('Please attach the resale listing or declare what was paid.');
    const answered = await s.api.parcelDeclare({ id: parcel.id, lines: [{ orderId, description: 'Used camera', quantity: 1, unitYen: 12_000 }] });
    expect([answered.declarationQuery, answered.declaration[0]!.changed]).toEqual([null, true]);
    const shipped = await staffApi.opsParcelShip({ id: parcel.id, carrier: 'japanPost', trackingNo: 'EJ2' });
    expect(shipped.parcel.state).toBe('shipped');
    // Shipped, the declaration is what left with the parcel: neither side may change it.
    expect((await s.shopper.call('Sig.Front.User.AppParcel.Declare', { id: parcel.id, lines: [{ orderId, description: 'Camera', quantity: 1, unitYen: 12_000 }] })).status).toBe(409);
    expect((await staff.call('Sig.Ops.ParcelQueryDeclaration', { id: parcel.id, note: 'late' })).status).toBe(409);
    expect((await staff.call('Sig.Ops.ParcelQueryDeclaration', { id: 999_999, note: 'x' })).status).toBe(404);
  });
});
