// Insurance over HTTP: the quote prices it per insurable method on the parcel's declared value, choosing it
// adds the fee to the postage, and the payment charges it within the one ledger transaction of the
// parcel; a method that cannot be insured is refused with the field named, changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../money/accounts';
import { balance, ledgerImbalance } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { type TestServer, startTestServer } from './harness';
import { paymentKey, shopperWithArrived } from './parcel-fixtures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('insurance-staff@example.com');
});
afterAll(() => server.close());

const db = () => server.services.db;
const box = (priceYen: number) => ({ weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10, priceYen });
const parcelRow = (id: number) => db().selectFrom('parcels').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('parcel insurance', () => {
  it('is quoted per insurable method on the declared value, EMS with its included cover', async () => {
    const s = await shopperWithArrived(server, staff, 'insure-quote@example.com', [box(20_000), box(20_000), box(20_000)]);
    const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
    expect(parcel.declaredYen).toBe(60_000);
    const quote = await s.api.parcelQuote({ id: parcel.id });
    const byMethod = Object.fromEntries(quote.insurance.map((i) => [i.method, i]));
    expect(Object.keys(byMethod)).toEqual(['ems', 'sal', 'surface', 'dhl', 'fedex', 'sf']);
    expect(byMethod.ems).toEqual({ method: 'ems', coverYen: 60_000, includedCoverYen: 20_000, yen: 100 });
    expect(byMethod.sal!.yen).toBe(400 + 2 * 50);
    expect(byMethod.dhl!.yen).toBe(2_500);
    expect(byMethod.fedex!.yen).toBe(500);
  });

  it('charges the fee with the postage in one ledger transaction, once', async () => {
    const s = await shopperWithArrived(server, staff, 'insure-pay@example.com', [box(20_000), box(20_000), box(20_000)], 50_000);
    const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
    const plain = await s.api.parcelChoose({ id: parcel.id, method: 'ems', options: [] });
    // Uninsured, an EMS parcel keeps the cover EMS gives unasked.
    expect([plain.insuranceYen, plain.insuredCoverYen]).toEqual([0, 20_000]);
    const insured = await s.api.parcelChoose({ id: parcel.id, method: 'ems', options: [], insured: true });
    expect([insured.insuranceYen, insured.insuredCoverYen]).toEqual([100, 60_000]);
    expect(insured.totalYen).toBe(plain.totalYen + 100);
    expect(insured.totalYen).toBe(insured.consolidationYen + insured.optionsYen + insured.postageYen + insured.storageYen + 100);

    const k = paymentKey();
    const answers = await Promise.all([1, 2, 3].map(() => s.api.parcelPay({ id: parcel.id, idempotencyKey: k, expectedYen: insured.totalYen })));
    expect(answers.map((a) => [a.state, a.paidYen, a.insuranceYen])).toEqual(answers.map(() => ['paid', insured.totalYen, 100]));
    expect(await balance(db(), accounts.wallet(s.userId))).toBe(50_000 - insured.totalYen);
    expect(await balance(db(), accounts.parcel(parcel.id))).toBe(insured.totalYen);
    expect(await db().selectFrom('ledger_transactions').select('id').where('ref_type', '=', 'parcel').where('ref_id', '=', parcel.id).execute()).toHaveLength(1);
    expect(await ledgerImbalance(db())).toEqual([]);
    expect(await reconcile(db())).toEqual([]);
  });

  it('prices a courier by its percentage and drops the fee when the shopper changes their mind', async () => {
    const s = await shopperWithArrived(server, staff, 'insure-dhl@example.com', [box(200_000)]);
    const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
    const dhl = await s.api.parcelChoose({ id: parcel.id, method: 'dhl', options: [], insured: true });
    expect([dhl.insuranceYen, dhl.insuredCoverYen]).toEqual([3_000, 200_000]);
    const sal = await s.api.parcelChoose({ id: parcel.id, method: 'sal', options: [] });
    expect([sal.insuranceYen, sal.insuredCoverYen]).toEqual([0, null]);
    expect((await parcelRow(parcel.id)).total_yen).toBe(sal.consolidationYen + sal.postageYen);
  });

  it('refuses insurance for airmail small packets and a malformed flag, naming the field and changing nothing', async () => {
    const s = await shopperWithArrived(server, staff, 'insure-airmail@example.com', [box(5_000)]);
    const parcel = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
    await s.api.parcelChoose({ id: parcel.id, method: 'ems', options: [], insured: true });
    const before = await parcelRow(parcel.id);
    const airmail = await s.shopper.call('Sig.Front.User.AppParcel.Choose', { id: parcel.id, method: 'airmail', options: [], insured: true });
    expect([airmail.status, airmail.body.msg]).toEqual([400, expect.stringMatching(/cannot be insured/)]);
    const malformed = await s.shopper.call('Sig.Front.User.AppParcel.Choose', { id: parcel.id, method: 'ems', options: [], insured: 'yes' });
    expect([malformed.status, malformed.body.msg]).toEqual([400, expect.stringMatching(/insured/)]);
    expect(await parcelRow(parcel.id)).toEqual(before);
    // Uninsured, airmail is fine and has no cover.
    const plain = await s.api.parcelChoose({ id: parcel.id, method: 'airmail', options: [] });
    expect([plain.insuranceYen, plain.insuredCoverYen]).toEqual([0, null]);
  });
});
