// The rest of the personal centre over HTTP: the hub's counts, identity verification with its staff
// review, saved card tokens, levels from completed orders and member-only offers — each refusing another
// shopper's things (404) and bad input (4xx) with the database unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { cardToken } from './card-tokens';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { proxyFeeYen } from '../shipping/landed-cost';
import { fixtureCheckout, userIdOf } from './order-fixture';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());
const nextYear = new Date().getUTCFullYear() + 1;
const card = (token: string) => ({ token, brand: 'visa', last4: '4242', expMonth: 12, expYear: nextYear, holderName: 'Ann Lee' });

/** Calls an operation expecting a refusal: the status, the message's field, and the database as it was. */
async function refused(shopper: Shopper, name: string, params: unknown) {
  const before = await fingerprint(server.services.db);
  const answer = await shopper.call(name, params);
  expect(await fingerprint(server.services.db)).toBe(before);
  return [answer.status, answer.body.field ?? null];
}

describe('personal centre hub', () => {
  it('answers a new shopper with zeros, then counts orders per state, coupons and cards', async () => {
    const shopper = await server.verifiedShopper('hub1@example.com');
    const api = apiOf(shopper);
    const fresh = await api.personalSummary();
    // The welcome coupon is the only thing a new account has.
    expect(fresh).toMatchObject({ orders: [], balanceYen: 0, points: 0, couponCount: 1, unreadMessages: 0, warehouseOrders: 0, runningBids: 0, identity: 'none', cardCount: 0, level: 'member' });
    const userId = await userIdOf(server.services.db, 'hub1@example.com');
    const { orderIds } = await fixtureCheckout(server.services.db, server.services.dialect, userId, [{ priceYen: 1000 }, { priceYen: 2000 }, { priceYen: 3000 }]);
    await server.services.db.updateTable('orders').set({ state: 'arrived' }).where('id', '=', orderIds[2]!).execute();
    await api.cardAdd(card(await cardToken(server)));
    const summary = await api.personalSummary();
    expect(summary.orders.sort((a, b) => a.state.localeCompare(b.state))).toEqual([{ state: 'arrived', count: 1 }, { state: 'paid', count: 2 }]);
    expect(summary).toMatchObject({ warehouseOrders: 1, cardCount: 1, couponCount: 1 });
    expect(summary.couponExpiresAt).toBeTruthy();
  });
});

describe('identity verification', () => {
  it('checks the number, stores it sealed, shows it masked, and staff approve it with an audit row', async () => {
    const shopper = await server.verifiedShopper('id1@example.com');
    const api = apiOf(shopper);
    expect(await api.identityGet()).toMatchObject({ status: 'none' });
    expect(await refused(shopper, 'Sig.Front.User.AppIdentity.Submit', { country: 'CN', legalName: '王小明', number: '110105194912310021' })).toEqual([400, 'number']);
    expect(await refused(shopper, 'Sig.Front.User.AppIdentity.Submit', { country: 'BR', legalName: 'Ana', number: '529.982.247-24' })).toEqual([400, 'number']);
    expect(await refused(shopper, 'Sig.Front.User.AppIdentity.Submit', { country: 'US', legalName: 'Ann', number: '123456789' })).toEqual([400, 'country']);
    const view = await api.identitySubmit({ country: 'CN', legalName: '王小明', number: '11010519491231002x' });
    expect(view).toMatchObject({ status: 'pending', country: 'CN', document: 'cnResidentId', maskedNumber: '••••••••••••••002X' });
    const row = await server.services.db.selectFrom('identity_verifications').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('11010519491231');

    const staff = await server.staffMember('id-staff@example.com');
    const ops = apiOf(staff);
    const queue = await ops.opsIdentities();
    expect(queue.items).toEqual([expect.objectContaining({ id: row.id, email: 'id1@example.com', number: '11010519491231002X', status: 'pending' })]);
    // A rejection needs a reason; a shopper cannot review (staff operations do not exist for shoppers).
    expect(await refused(staff, 'Sig.Ops.IdentityReview', { id: row.id, approve: false })).toEqual([400, 'reason']);
    expect((await refused(shopper, 'Sig.Ops.IdentityReview', { id: row.id, approve: true }))[0]).toBe(404);
    expect(await refused(staff, 'Sig.Ops.IdentityReview', { id: row.id + 1000, approve: true })).toEqual([404, null]);
    expect((await ops.opsIdentityReview({ id: row.id, approve: true })).items).toEqual([]);
    expect(await refused(staff, 'Sig.Ops.IdentityReview', { id: row.id, approve: true })).toEqual([409, null]);
    expect(await api.identityGet()).toMatchObject({ status: 'verified', maskedNumber: '••••••••••••••002X' });
    const audit = await ops.opsAudit({ targetType: 'identity', targetId: row.id });
    expect(audit.items.map((a) => a.action)).toEqual(['identityApprove']);
    // Verified stays verified.
    expect((await refused(shopper, 'Sig.Front.User.AppIdentity.Submit', { country: 'TW', legalName: '王小明', number: 'A123456789' }))[0]).toBe(409);
  });

  it('lets a rejected shopper see the reason and submit again', async () => {
    const shopper = await server.verifiedShopper('id2@example.com');
    const api = apiOf(shopper);
    await api.identitySubmit({ country: 'KR', legalName: '김민수', number: 'P123456789012' });
    const id = (await server.services.db.selectFrom('identity_verifications').select('id').where('country', '=', 'KR').executeTakeFirstOrThrow()).id;
    await apiOf(await server.staffMember('id-staff2@example.com')).opsIdentityReview({ id, approve: false, reason: 'Name does not match' });
    expect(await api.identityGet()).toMatchObject({ status: 'rejected', reason: 'Name does not match' });
    expect(await api.identitySubmit({ country: 'TW', legalName: '王小明', number: 'A123456789' })).toMatchObject({ status: 'pending', country: 'TW', maskedNumber: '••••••6789' });
  });
});

describe('saved cards', () => {
  it('saves tokens only, keeps one default, refuses card numbers, expired cards and more than the limit', async () => {
    const shopper = await server.verifiedShopper('card1@example.com');
    const api = apiOf(shopper);
    expect(await api.cardList()).toEqual({ items: [], max: constants.personal.maxCards });
    expect(await refused(shopper, 'Sig.Front.User.AppCard.Add', card('4242424242424242'))).toEqual([400, 'token']);
    expect(await refused(shopper, 'Sig.Front.User.AppCard.Add', { ...card('tok_a1'), holderName: '4242 4242 4242 4242' })).toEqual([400, 'holderName']);
    expect(await refused(shopper, 'Sig.Front.User.AppCard.Add', { ...card('tok_a1'), expYear: 2020 })).toEqual([400, 'expMonth']);
    expect(await refused(shopper, 'Sig.Front.User.AppCard.Add', { ...card('tok_a1'), last4: '42a2' })).toEqual([400, 'last4']);
    // A token the gateway never issued, or one already used, is not a card it can keep.
    const neverIssued = await shopper.call('Sig.Front.User.AppCard.Add', card('tok_never_issued'));
    expect([neverIssued.status, neverIssued.body.field]).toEqual([400, 'token']);
    // A token is random letters and digits, which may hold a run of digits that passes Luhn: it is still a
    // token (one in about 500 of the test gateway's), asked of the gateway rather than refused as a card number.
    const digitRun = await shopper.call('Sig.Front.User.AppCard.Add', card('tok_4242424242424242'));
    expect([digitRun.status, digitRun.body.field, digitRun.body.msg]).toEqual([400, 'token', neverIssued.body.msg]);
    const token = await cardToken(server);
    const first = await api.cardAdd(card(token));
    expect(first.items).toEqual([{ id: first.items[0]!.id, brand: 'visa', last4: '4242', expMonth: 12, expYear: nextYear, holderName: 'Ann Lee', isDefault: true, expired: false }]);
    // What is kept is the gateway's reference to the card, never the single-use token.
    const kept = await server.services.db.selectFrom('saved_cards').select('token').where('id', '=', first.items[0]!.id).executeTakeFirstOrThrow();
    expect(kept.token).toMatch(/^card_/);
    // The same token again (a retried request) is the same card.
    expect((await api.cardAdd(card(token))).items).toHaveLength(1);
    for (let i = 2; i <= constants.personal.maxCards; i++) await api.cardAdd(card(await cardToken(server)));
    expect(await refused(shopper, 'Sig.Front.User.AppCard.Add', card(await cardToken(server)))).toEqual([409, null]);
    const all = (await api.cardList()).items;
    const newest = all.find((c) => !c.isDefault)!;
    const afterDefault = await api.cardSetDefault({ id: newest.id });
    expect(afterDefault.items.filter((c) => c.isDefault).map((c) => c.id)).toEqual([newest.id]);
    const { token: deletedRef } = await server.services.db.selectFrom('saved_cards').select('token').where('id', '=', newest.id).executeTakeFirstOrThrow();
    const afterDelete = await api.cardDelete({ id: newest.id });
    expect(afterDelete.items).toHaveLength(constants.personal.maxCards - 1);
    // Deleted at the gateway too, by a job (retried while the gateway does not answer).
    await server.jobs.runDue();
    const charge = await server.services.payments.provider.createPayment({ amountYen: 1000, source: { card: deletedRef }, idempotencyKey: `deleted-card-${newest.id}`, returnUrl: `${server.services.config.publicUrl}/x`, metadata: {} });
    expect([charge.status, charge.declineCode]).toEqual(['declined', 'invalid_card']);
    await server.services.payments.provider.forgetCard(deletedRef);
    expect(afterDelete.items.filter((c) => c.isDefault)).toHaveLength(1);

    const other = await server.verifiedShopper('card2@example.com');
    const someone = all[0]!.id;
    expect(await refused(other, 'Sig.Front.User.AppCard.SetDefault', { id: someone })).toEqual([404, null]);
    expect(await refused(other, 'Sig.Front.User.AppCard.Delete', { id: someone })).toEqual([404, null]);
    expect((await apiOf(other).cardList()).items).toEqual([]);
  });

  it('marks a card past its month as expired', async () => {
    const shopper = await server.verifiedShopper('card3@example.com');
    const [saved] = (await apiOf(shopper).cardAdd(card(await cardToken(server)))).items;
    await server.services.db.updateTable('saved_cards').set({ exp_year: 2020 }).where('id', '=', saved!.id).execute();
    expect((await apiOf(shopper).cardList()).items[0]).toMatchObject({ expired: true });
  });
});

describe('levels and member offers', () => {
  it('computes growth from completed orders only and unlocks offers, each claimed once', async () => {
    const shopper = await server.verifiedShopper('lvl1@example.com');
    const api = apiOf(shopper);
    expect(await api.growthGet()).toMatchObject({ growth: 0, level: 'member', nextLevel: 'silver', toNext: 500, history: [] });
    const silverOffer = constants.personal.specialOffers.find((o) => o.level === 'silver')!;
    expect((await refused(shopper, 'Sig.Front.User.AppSpecial.Claim', { code: silverOffer.code }))[0]).toBe(403);
    expect(await refused(shopper, 'Sig.Front.User.AppSpecial.Claim', { code: 'nothing' })).toEqual([404, null]);

    const userId = await userIdOf(server.services.db, 'lvl1@example.com');
    const { orderIds } = await fixtureCheckout(server.services.db, server.services.dialect, userId, [{ priceYen: 60_000, proxyFeeYen: 0 }, { priceYen: 9_000, proxyFeeYen: 0 }]);
    await server.services.db.updateTable('orders').set({ state: 'completed' }).where('id', '=', orderIds[0]!).execute();
    const growth = await api.growthGet();
    expect(growth).toMatchObject({ growth: 600, level: 'silver', nextLevel: 'gold', toNext: 1400 });
    expect(growth.history.map((h) => [h.orderId, h.growth])).toEqual([[orderIds[0], 600]]);
    expect((await api.personalSummary()).level).toBe('silver');

    const claimed = await api.specialClaim({ code: silverOffer.code });
    expect(claimed.items.find((o) => o.code === silverOffer.code)).toMatchObject({ eligible: true, claimed: true });
    expect(await refused(shopper, 'Sig.Front.User.AppSpecial.Claim', { code: silverOffer.code })).toEqual([409, null]);
    const coupons = await server.services.db.selectFrom('coupons').selectAll().where('user_id', '=', userId).where('title', '=', silverOffer.code).execute();
    expect(coupons.map((c) => c.amount_yen)).toEqual([silverOffer.amountYen]);
    // Another shopper's claim is their own.
    const other = await server.verifiedShopper('lvl2@example.com');
    expect((await apiOf(other).specialList()).items.every((o) => !o.claimed)).toBe(true);
  });

  it('takes the level’s proxy-fee discount off the fee of what the shopper buys next', async () => {
    const shopper = await server.verifiedShopper('lvl3@example.com');
    const api = apiOf(shopper);
    const goods = await server.services.db
      .selectFrom('goods')
      .select(['site', 'external_id', 'price_yen'])
      .where('site', '=', 'amazon')
      .where('listing_type', '=', 'fixed')
      .where('sold_out_at', 'is', null)
      .where('reserved_at', 'is', null)
      .where('blocked_at', 'is', null)
      .where('price_yen', '>=', 5000)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await api.addToCart({ site: goods.site as 'amazon', id: goods.external_id });
    const fee = proxyFeeYen(goods.price_yen);
    const feeOf = async () => (await api.cartList()).groups[0]!.lines[0]!.proxyFeeYen;
    expect(await feeOf()).toBe(fee);
    const userId = await userIdOf(server.services.db, 'lvl3@example.com');
    const { orderIds } = await fixtureCheckout(server.services.db, server.services.dialect, userId, [{ priceYen: 250_000, proxyFeeYen: 0 }]);
    await server.services.db.updateTable('orders').set({ state: 'completed' }).where('id', '=', orderIds[0]!).execute();
    const gold = constants.personal.levels.find((l) => l.id === 'gold')!;
    expect((await api.growthGet()).level).toBe('gold');
    expect(await feeOf()).toBe(fee - Math.ceil((fee * gold.proxyFeeDiscountPercent) / 100));
    // The calculator's estimate for this shopper says the same; a visitor's has the standard fee.
    const estimate = { priceYen: goods.price_yen, weightGrams: 500, country: 'US' };
    expect((await api.calcLandedCost(estimate)).proxyFeeYen).toBe(await feeOf());
    expect((await createApiClient(server.shopper().transport()).calcLandedCost(estimate)).proxyFeeYen).toBe(fee);
  });
});
