// Paying by card at checkout and at postage over real HTTP, with the local test gateway: the card tops the
// wallet up by exactly the shortfall (or the whole) and the credit pays the checkout or the parcel, at once
// or after 3-D Secure; a declined card changes nothing; the same key charges once; a payment refused after
// the charge leaves the money in the wallet; and the ledger reconciles throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../money/reconcile';
import { cardToken, testCardNumbers as cards } from './card-tokens';
import { apiOf, fixtures, newKey } from './checkout-fixtures';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { paidOrder } from './ops-fixtures';
import type { Shopper } from './shopper';

let server: TestServer;
let staff: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  staff = await server.staffMember('card-staff@example.com');
});
afterAll(() => server.close());
const fx = fixtures(() => server);
const db = () => server.services.db;
const webhooksDone = () => server.services.payments.testWebhooks!.idle();
const returnUrl = '/cart/confirm?lines=1';

async function shopperWithCart(email: string, walletYen: number) {
  const shopper = await server.verifiedShopper(email);
  const api = apiOf(shopper);
  const userId = await fx.userId(email);
  const goods = await fx.takeGoods('mercari', { maxPrice: 5000 });
  await api.addToCart({ site: 'mercari', id: goods.external_id });
  const addressId = await fx.address(userId);
  await fx.acceptAllNotices(userId);
  if (walletYen > 0) await fx.fund(userId, walletYen);
  const lineIds = await fx.lineIds(userId);
  const preview = await api.checkoutPreview({ lineIds, addressId });
  const base = { lineIds, addressId, services: [], points: 0, idempotencyKey: newKey(), expectedYen: preview.cashYen, returnUrl };
  return { shopper, api, userId, goods, preview, base };
}

const checkoutsOf = (userId: number) => db().selectFrom('checkouts').selectAll().where('user_id', '=', userId).execute();
/** The card payments of a shopper (the fixtures' wallet money is booked as plain recharges). */
const rechargesOf = (userId: number) => db().selectFrom('recharges').selectAll().where('user_id', '=', userId).where('purpose', 'is not', null).execute();

async function completeChallenge(actionUrl: string, outcome: 'complete' | 'fail' = 'complete') {
  const html = await (await fetch(actionUrl)).text();
  const action = new RegExp(`action="([^"]+/${outcome})"`).exec(html)![1]!;
  return fetch(new URL(action, server.url), { method: 'POST', redirect: 'manual' });
}

describe('checkout by card', () => {
  it('charges the card exactly the shortfall and pays the checkout from the wallet at once', async () => {
    const s = await shopperWithCart('card-short@example.com', 1000);
    const shortfall = s.preview.cashYen - 1000;
    const answer = await s.api.checkoutPayByCard({ ...s.base, cardPays: 'shortfall', cardYen: shortfall, token: await cardToken(server) });
    expect(answer.recharge).toMatchObject({ status: 'succeeded', amountYen: shortfall });
    expect(answer.purpose).toMatchObject({ kind: 'checkout', status: 'paid', refusal: null });
    expect(answer.balanceYen).toBe(0);
    const [checkout] = await checkoutsOf(s.userId);
    expect(checkout).toMatchObject({ id: answer.purpose!.refId, cash_yen: s.preview.cashYen, idempotency_key: s.base.idempotencyKey });
    expect(await fx.lineIds(s.userId)).toEqual([]);
    await webhooksDone();
    expect(await fx.wallet(s.userId)).toBe(0);
    expect(await reconcile(db())).toEqual([]);
  });

  it('charges the whole amount to the card when asked, leaving the wallet as it was', async () => {
    const s = await shopperWithCart('card-whole@example.com', 500);
    const answer = await s.api.checkoutPayByCard({ ...s.base, cardPays: 'whole', cardYen: s.preview.cashYen, token: await cardToken(server) });
    expect(answer).toMatchObject({ recharge: { amountYen: s.preview.cashYen, status: 'succeeded' }, purpose: { status: 'paid' }, balanceYen: 500 });
    expect(await checkoutsOf(s.userId)).toHaveLength(1);
    expect(await reconcile(db())).toEqual([]);
  });

  it('changes nothing for a declined card, and a new key pays with another card', async () => {
    const s = await shopperWithCart('card-declined@example.com', 0);
    const declined = await s.api.checkoutPayByCard({ ...s.base, cardPays: 'shortfall', cardYen: s.preview.cashYen, token: await cardToken(server, cards.declined) });
    expect(declined).toMatchObject({ recharge: { status: 'failed', declineCode: 'card_declined' }, purpose: { status: 'waiting' }, balanceYen: 0 });
    await webhooksDone();
    expect(await db().selectFrom('ledger_transactions').selectAll().where('user_id', '=', s.userId).where('kind', '<>', 'points').execute()).toEqual([]);
    expect(await checkoutsOf(s.userId)).toEqual([]);
    expect(await fx.lineIds(s.userId)).toEqual(s.base.lineIds);
    // The same key answers the same declined attempt, charging nothing.
    const again = await s.api.checkoutPayByCard({ ...s.base, cardPays: 'shortfall', cardYen: s.preview.cashYen, token: await cardToken(server) });
    expect(again.recharge).toMatchObject({ id: declined.recharge.id, status: 'failed' });
    const paid = await s.api.checkoutPayByCard({ ...s.base, idempotencyKey: newKey(), cardPays: 'shortfall', cardYen: s.preview.cashYen, token: await cardToken(server) });
    expect(paid.purpose?.status).toBe('paid');
    expect(await reconcile(db())).toEqual([]);
  });

  it('waits for 3-D Secure, then pays the checkout when the shopper comes back', async () => {
    const s = await shopperWithCart('card-3ds@example.com', 0);
    const answer = await s.api.checkoutPayByCard({ ...s.base, cardPays: 'shortfall', cardYen: s.preview.cashYen, token: await cardToken(server, cards.threeDS) });
    expect(answer).toMatchObject({ recharge: { status: 'requiresAction' }, purpose: { status: 'waiting', refId: null } });
    expect(await checkoutsOf(s.userId)).toEqual([]);
    const back = await completeChallenge(answer.recharge.actionUrl!);
    expect(back.headers.get('location')).toBe(`${server.services.config.publicUrl}${returnUrl}&recharge=${answer.recharge.id}`);
    const after = await s.api.getRecharge({ id: answer.recharge.id });
    expect(after).toMatchObject({ recharge: { status: 'succeeded' }, purpose: { status: 'paid' }, balanceYen: 0 });
    await webhooksDone();
    const [checkout] = await checkoutsOf(s.userId);
    expect(checkout!.id).toBe(after.purpose!.refId);
    expect(await checkoutsOf(s.userId)).toHaveLength(1);
    expect(await reconcile(db())).toEqual([]);
  });

  it('charges once for the same key sent twice at once and again', async () => {
    const s = await shopperWithCart('card-twice@example.com', 0);
    const token = await cardToken(server);
    const params = { ...s.base, cardPays: 'shortfall' as const, cardYen: s.preview.cashYen, token };
    const answers = await Promise.all([s.api.checkoutPayByCard(params), s.api.checkoutPayByCard(params)]);
    const third = await s.api.checkoutPayByCard(params);
    expect(new Set([...answers, third].map((a) => a.recharge.id)).size).toBe(1);
    expect(third.purpose?.status).toBe('paid');
    await webhooksDone();
    expect(await rechargesOf(s.userId)).toHaveLength(1);
    expect(await checkoutsOf(s.userId)).toHaveLength(1);
    expect(await fx.wallet(s.userId)).toBe(0);
    expect(await reconcile(db())).toEqual([]);
  });

  it('refuses a card amount other than the server’s, or a card the wallet does not need, charging nothing', async () => {
    const s = await shopperWithCart('card-amount@example.com', 1000);
    const before = await fingerprint(db());
    const token = await cardToken(server);
    const wrong = await s.shopper.call('Sig.Front.User.AppCheckout.PayByCard', { ...s.base, cardPays: 'shortfall', cardYen: s.preview.cashYen, token });
    expect([wrong.status, wrong.body.data]).toEqual([409, { cardYen: s.preview.cashYen - 1000 }]);
    expect(wrong.body.msg).toContain('Nothing was charged');
    const both = await s.shopper.call('Sig.Front.User.AppCheckout.PayByCard', { ...s.base, cardPays: 'whole', cardYen: s.preview.cashYen, token, cardId: 1 });
    expect([both.status, both.body.field]).toEqual([400, 'cardId']);
    const away = await s.shopper.call('Sig.Front.User.AppCheckout.PayByCard', { ...s.base, cardPays: 'whole', cardYen: s.preview.cashYen, token, returnUrl: 'https://evil.example/' });
    expect([away.status, away.body.field]).toEqual([400, 'returnUrl']);
    expect(await fingerprint(db())).toBe(before);
    await fx.fund(s.userId, s.preview.cashYen);
    const covered = await s.shopper.call('Sig.Front.User.AppCheckout.PayByCard', { ...s.base, cardPays: 'shortfall', cardYen: 1, token });
    expect(covered.status).toBe(409);
    expect(covered.body.msg).toMatch(/wallet already covers/);
    expect(await rechargesOf(s.userId)).toEqual([]);
  });

  it('keeps the money in the wallet and says why when the checkout is refused after the charge', async () => {
    const s = await shopperWithCart('card-refused@example.com', 0);
    const answer = await s.api.checkoutPayByCard({ ...s.base, cardPays: 'shortfall', cardYen: s.preview.cashYen, token: await cardToken(server, cards.threeDS) });
    // Sold out while the shopper was on the bank's page.
    await db().updateTable('goods').set({ sold_out_at: Date.now() - 1000 }).where('id', '=', s.goods.id).execute();
    await completeChallenge(answer.recharge.actionUrl!);
    const after = await s.api.getRecharge({ id: answer.recharge.id });
    expect(after).toMatchObject({ recharge: { status: 'succeeded' }, purpose: { status: 'refused', refId: null }, balanceYen: s.preview.cashYen });
    expect(after.purpose!.refusal).toMatch(/sold out/i);
    await webhooksDone();
    expect(await checkoutsOf(s.userId)).toEqual([]);
    expect(await fx.wallet(s.userId)).toBe(s.preview.cashYen);
    expect((await s.api.walletHistory({})).items.map((m) => [m.kind, m.amountYen])).toEqual([['recharge', s.preview.cashYen]]);
    expect(await reconcile(db())).toEqual([]);
  });
});

describe('postage by card', () => {
  async function parcelToPay(email: string, walletYen: number) {
    const shopper = await server.verifiedShopper(email);
    const api = apiOf(shopper);
    const userId = await fx.userId(email);
    const address = await api.createAddress({ country: 'US', recipient: 'Ann Lee', phone: '+1 555 010 0100', postcode: '94105', region: 'CA', city: 'SF', line1: '1 Market St' });
    const order = await paidOrder(db(), server.services.dialect, userId, { state: 'purchased', priceYen: 3000 });
    await apiOf(staff).opsOrderAction({ id: order.id, action: 'recordArrival', weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 });
    const created = await api.parcelCreate({ orderIds: [order.id], addressId: address.id });
    const parcel = await api.parcelChoose({ id: created.id, method: 'ems', options: [] });
    if (walletYen > 0) await fx.fund(userId, walletYen);
    return { shopper, api, userId, parcel, totalYen: parcel.totalYen };
  }

  it('charges the shortfall and pays the parcel, once per key', async () => {
    const p = await parcelToPay('card-parcel@example.com', 1000);
    const params = { id: p.parcel.id, idempotencyKey: newKey(), expectedYen: p.totalYen, cardPays: 'shortfall' as const, cardYen: p.totalYen - 1000, token: await cardToken(server), returnUrl: '/personal/mailpay' };
    const answer = await p.api.parcelPayByCard(params);
    expect(answer).toMatchObject({ recharge: { status: 'succeeded', amountYen: p.totalYen - 1000 }, purpose: { kind: 'parcel', status: 'paid', refId: p.parcel.id }, balanceYen: 0 });
    expect((await p.api.parcelPayByCard(params)).recharge.id).toBe(answer.recharge.id);
    expect((await p.api.parcelGet({ id: p.parcel.id })).state).toBe('paid');
    await webhooksDone();
    expect(await rechargesOf(p.userId)).toHaveLength(1);
    expect(await reconcile(db())).toEqual([]);
  });

  it('keeps the money in the wallet when the parcel was paid meanwhile', async () => {
    const p = await parcelToPay('card-parcel-paid@example.com', 0);
    const answer = await p.api.parcelPayByCard({ id: p.parcel.id, idempotencyKey: newKey(), expectedYen: p.totalYen, cardPays: 'whole', cardYen: p.totalYen, token: await cardToken(server, cards.threeDS), returnUrl: '/personal/mailpay' });
    await fx.fund(p.userId, p.totalYen);
    await p.api.parcelPay({ id: p.parcel.id, idempotencyKey: newKey(), expectedYen: p.totalYen });
    await completeChallenge(answer.recharge.actionUrl!);
    const after = await p.api.getRecharge({ id: answer.recharge.id });
    expect(after).toMatchObject({ purpose: { status: 'refused' }, balanceYen: p.totalYen });
    await webhooksDone();
    expect(await reconcile(db())).toEqual([]);
  });
});
