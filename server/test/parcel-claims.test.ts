// Lost-or-damaged claims over HTTP: a shipped parcel's shopper opens one (one open at a time, within the
// window after shipping), staff accept it with a refund up to what the parcel's cover allows or reject
// it; an accepted refund is one ledger transaction the books check, audited, told to the shopper once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { t } from '../messages';
import { accounts } from '../money/accounts';
import { balance, ledgerImbalance } from '../money/ledger';
import { reconcile } from '../money/reconcile';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { apiOf, paymentKey, shopperWithArrived } from './parcel-fixtures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
let staffId: number;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('claims-staff@example.com');
  staffId = (await db().selectFrom('users').select('id').where('email', '=', 'claims-staff@example.com').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

const db = () => server.services.db;
const box = (priceYen: number) => ({ weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10, priceYen });
const claimTxns = () => db().selectFrom('ledger_transactions').selectAll().where('ref_type', '=', 'parcelClaim').execute();

/** A paid parcel of one order worth 40,000 yen, by EMS, insured (cover 40,000) or not (EMS's own 20,000 is kept). */
async function paidParcel(email: string, { insured, method = 'ems' }: { insured: boolean; method?: string }) {
  const s = await shopperWithArrived(server, staff, email, [box(40_000)], 60_000);
  const created = await s.api.parcelCreate({ orderIds: s.orderIds, addressId: s.addressId });
  const chosen = await s.api.parcelChoose({ id: created.id, method, options: [], insured });
  const parcel = await s.api.parcelPay({ id: created.id, idempotencyKey: paymentKey(), expectedYen: chosen.totalYen });
  return { ...s, parcel };
}

const ship = (id: number) => apiOf(staff).opsParcelShip({ id, carrier: 'japanPost', trackingNo: 'EJ555000111JP' });

describe('parcel claims', () => {
  it('are refused before shipping, for another shopper and with a bad reason, changing nothing', async () => {
    const { shopper, parcel } = await paidParcel('claim-early@example.com', { insured: true });
    const early = await shopper.call('Sig.Front.User.AppParcel.Claim', { id: parcel.id, reason: 'lost', detail: 'Never came.' });
    expect([early.status, early.body.msg]).toEqual([409, t('en', 'parcelClaimNotShipped')]);
    expect(await apiOf(shopper).parcelClaimOf({ id: parcel.id })).toMatchObject({ canClaim: false, claim: null, claimUntil: null, insuredCoverYen: 40_000 });
    await ship(parcel.id);
    const stranger = await server.verifiedShopper('claim-stranger@example.com');
    const before = await fingerprint(db());
    const bad = await shopper.call('Sig.Front.User.AppParcel.Claim', { id: parcel.id, reason: 'stolen', detail: 'Gone.' });
    expect([bad.status, bad.body.field, bad.body.msg]).toEqual([400, 'reason', expect.stringMatching(/reason/)]);
    const blank = await shopper.call('Sig.Front.User.AppParcel.Claim', { id: parcel.id, reason: 'lost', detail: '   ' });
    expect([blank.status, blank.body.field]).toEqual([400, 'detail']);
    expect((await stranger.call('Sig.Front.User.AppParcel.Claim', { id: parcel.id, reason: 'lost', detail: 'Mine now.' })).status).toBe(404);
    expect((await stranger.call('Sig.Front.User.AppParcel.ClaimOf', { id: parcel.id })).status).toBe(404);
    expect(await fingerprint(db())).toBe(before);
  });

  it('pays an insured parcel up to its cover, once, through the ledger; one open claim at a time', async () => {
    const { shopper, api, userId, parcel } = await paidParcel('claim-insured@example.com', { insured: true });
    await ship(parcel.id);
    const opened = await api.parcelClaim({ id: parcel.id, reason: 'lost', detail: 'Tracking stopped three weeks ago.' });
    expect(opened).toMatchObject({ canClaim: false, maxLostYen: 40_000, maxDamagedYen: 40_000, claim: { status: 'open', reason: 'lost', refundYen: null } });
    const twice = await shopper.call('Sig.Front.User.AppParcel.Claim', { id: parcel.id, reason: 'damaged', detail: 'Again.' });
    expect([twice.status, twice.body.msg]).toEqual([409, t('en', 'parcelClaimAlreadyOpen')]);

    const queue = await apiOf(staff).opsParcels({ queue: 'claims' });
    expect(queue.items.find((r) => r.parcel.id === parcel.id)?.claim).toMatchObject({ claim: { id: opened.claim!.id }, insuredCoverYen: 40_000 });
    // The shopper cannot resolve their own claim (the console is not there for them); staff cannot pay
    // more than the cover.
    expect((await shopper.call('Sig.Ops.ParcelResolveClaim', { claimId: opened.claim!.id, accept: true, refundYen: 40_000, resolution: 'Mine.' })).status).toBe(404);
    expect(await api.parcelClaimOf({ id: parcel.id })).toMatchObject({ claim: { status: 'open' } });
    const tooMuch = await staff.call('Sig.Ops.ParcelResolveClaim', { claimId: opened.claim!.id, accept: true, refundYen: 40_001, resolution: 'Lost by the carrier.' });
    expect([tooMuch.status, tooMuch.body.field]).toEqual([400, 'refundYen']);

    const wallet = await balance(db(), accounts.wallet(userId));
    const resolutions = await Promise.all([1, 2].map(() => staff.call('Sig.Ops.ParcelResolveClaim', { claimId: opened.claim!.id, accept: true, refundYen: 40_000, resolution: 'Lost by the carrier.' })));
    expect(resolutions.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balance(db(), accounts.wallet(userId))).toBe(wallet + 40_000);
    const txns = await claimTxns();
    expect(txns.filter((x) => x.ref_id === opened.claim!.id).map((x) => [x.kind, x.user_id, x.created_by])).toEqual([['refund', userId, staffId]]);
    const entries = await db().selectFrom('ledger_entries').select(['account', 'amount']).where('txn_id', '=', txns.find((x) => x.ref_id === opened.claim!.id)!.id).orderBy('amount').execute();
    expect(entries).toEqual([{ account: accounts.adjustments, amount: -40_000 }, { account: accounts.wallet(userId), amount: 40_000 }]);
    expect(await ledgerImbalance(db())).toEqual([]);
    expect(await reconcile(db())).toEqual([]);

    const audit = (await apiOf(staff).opsAudit({ targetType: 'parcelClaim', targetId: opened.claim!.id })).items;
    expect(audit).toEqual([expect.objectContaining({ action: 'acceptClaim', staffId, after: { status: 'accepted', resolution: 'Lost by the carrier.', refundYen: 40_000 } })]);
    const messages = await db().selectFrom('messages').select(['title', 'body']).where('user_id', '=', userId).where('notice_key', 'like', 'parcelClaim:%').execute();
    expect(messages).toEqual([{ title: 'Claim accepted', body: expect.stringContaining('¥40,000 is already in your wallet') }]);
    expect(await api.parcelClaimOf({ id: parcel.id })).toMatchObject({ canClaim: true, claim: { status: 'accepted', refundYen: 40_000, resolution: 'Lost by the carrier.' } });
    expect((await apiOf(staff).opsParcels({ queue: 'claims' })).items.some((r) => r.parcel.id === parcel.id)).toBe(false);
  });

  it('pays an uninsured parcel only its postage when lost and nothing for damage; rejecting pays nothing', async () => {
    const { api, userId, parcel } = await paidParcel('claim-uninsured@example.com', { insured: false, method: 'sal' });
    expect(parcel.insuredCoverYen).toBeNull();
    await ship(parcel.id);
    const damaged = await api.parcelClaim({ id: parcel.id, reason: 'damaged', detail: 'The corner is crushed.' });
    expect(damaged).toMatchObject({ insuredCoverYen: null, maxLostYen: parcel.postageYen, maxDamagedYen: 0 });
    const paid = await staff.call('Sig.Ops.ParcelResolveClaim', { claimId: damaged.claim!.id, accept: true, refundYen: 1, resolution: 'Sorry.' });
    expect([paid.status, paid.body.field]).toEqual([400, 'refundYen']);
    const wallet = await balance(db(), accounts.wallet(userId));
    expect(await apiOf(staff).opsParcelResolveClaim({ claimId: damaged.claim!.id, accept: false, resolution: 'Uninsured damage is not covered.' })).toMatchObject({ claim: { status: 'rejected', refundYen: null } });

    const lost = await api.parcelClaim({ id: parcel.id, reason: 'lost', detail: 'It never came after all.' });
    const over = await staff.call('Sig.Ops.ParcelResolveClaim', { claimId: lost.claim!.id, accept: true, refundYen: parcel.postageYen + 1, resolution: 'Postage back.' });
    expect([over.status, over.body.msg]).toEqual([400, t('en', 'claimRefundTooLarge', { max: parcel.postageYen })]);
    await apiOf(staff).opsParcelResolveClaim({ claimId: lost.claim!.id, accept: true, refundYen: parcel.postageYen, resolution: 'Postage back.' });
    expect(await balance(db(), accounts.wallet(userId))).toBe(wallet + parcel.postageYen);
    expect(await reconcile(db())).toEqual([]);
  });

  it(`closes ${constants.shipping.insurance.claimDays} days after shipping, saying so`, async () => {
    const { shopper, api, parcel } = await paidParcel('claim-late@example.com', { insured: true });
    await ship(parcel.id);
    await apiOf(staff).opsParcelDeliver({ id: parcel.id });
    const late = Date.now() - (constants.shipping.insurance.claimDays * 86_400_000 + 60_000);
    await db().updateTable('parcels').set({ shipped_at: late }).where('id', '=', parcel.id).execute();
    expect((await api.parcelClaimOf({ id: parcel.id })).canClaim).toBe(false);
    const answer = await shopper.call('Sig.Front.User.AppParcel.Claim', { id: parcel.id, reason: 'damaged', detail: 'Found it broken.' });
    expect([answer.status, answer.body.msg]).toEqual([409, t('en', 'parcelClaimWindowClosed', { days: constants.shipping.insurance.claimDays })]);
    expect(await db().selectFrom('parcel_claims').select('id').where('parcel_id', '=', parcel.id).execute()).toEqual([]);
  });
});
