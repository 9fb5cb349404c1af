// The shopper's orders over HTTP: the tabs and their counts, one order's page, the shopper's own actions
// (cancel refunds at once, a new anybuy price is settled), staff moving an order on (its message and mail
// in the shopper's language), similar goods, rating the seller, appeals and the refund list. Another
// shopper's order is 404 with nothing changed; illegal moves are 409 naming the state in the caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { orderGroupOrder } from '../../generated/orders';
import { t } from '../messages';
import { accounts } from '../money/accounts';
import { balance, ledgerImbalance } from '../money/ledger';
import { yenText } from '../orders/notify';
import { type ActionInputs, transition } from '../orders/transition';
import { discountedFee, proxyFeeYen } from '../shipping/landed-cost';
import type { OrderAction } from '../../generated/orders';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import { topUp } from './money-fixture';
import { type FixtureItem, fixtureCheckout, userIdOf } from './order-fixture';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());
const db = () => server.services.db;

async function shopperWithOrders(email: string, items: FixtureItem[], options: { coupon?: boolean } = {}) {
  const shopper = await server.verifiedShopper(email);
  const userId = await userIdOf(db(), email);
  const fixture = await fixtureCheckout(db(), server.services.dialect, userId, items, options);
  return { shopper, api: apiOf(shopper), userId, ...fixture };
}

/** Moves an order on as the staff console would: transition() in one transaction, mail delivered after. */
async function staffDoes(orderId: number, action: OrderAction, inputs: ActionInputs = {}) {
  const after = await db().transaction().execute((trx) => transition(trx, server.services, { orderId, action, actor: { kind: 'staff', id: null }, inputs }));
  server.services.mailer.deliverLater(after.outboxIds);
  return after;
}

/** Bought, weighed, put in a parcel by its shopper (the merge pages' step), shipped and delivered. */
async function deliver(orderId: number) {
  await staffDoes(orderId, 'markPurchased');
  await staffDoes(orderId, 'recordArrival', { weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10 });
  const { user_id } = await db().selectFrom('orders').select('user_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  await db().transaction().execute((trx) => transition(trx, server.services, { orderId, action: 'merge', actor: { kind: 'shopper', id: user_id } }));
  await staffDoes(orderId, 'ship', { carrier: 'EMS', trackingNo: 'EE123456789JP' });
  await staffDoes(orderId, 'markDelivered');
}

const wallet = (userId: number) => balance(db(), accounts.wallet(userId));

describe('order operations refuse the logged-out caller', () => {
  it.each([
    ['Sig.Front.User.AppOrder.List', { group: 'all' }],
    ['Sig.Front.User.AppOrder.Detail', { id: 1 }],
    ['Sig.Front.User.AppOrder.Action', { id: 1, action: 'cancel' }],
    ['Sig.Front.User.AppOrder.Similar', { id: 1 }],
    ['Sig.Front.User.AppOrder.CommentSeller', { id: 1, rating: 5, text: 'ok' }],
    ['Sig.Front.User.AppAppeal.Create', { orderId: 1, reason: 'damaged', detail: 'broken' }],
    ['Sig.Front.User.AppAppeal.Get', { orderId: 1 }],
    ['Sig.Front.User.AppRefund.List', {}],
  ])('%s → 403', async (name, params) => {
    const answer = await server.shopper().call(name, params);
    expect(answer.status).toBe(403);
  });
});

describe('order list and detail', () => {
  it('lists the orders of a tab with the count of every tab, and only the shopper’s own', async () => {
    const { api, orderIds } = await shopperWithOrders('list1@example.com', [{ priceYen: 1000 }, { priceYen: 2000 }, { priceYen: 500, kind: 'anybuy' }]);
    await staffDoes(orderIds[1]!, 'markPurchased');
    const all = await api.orderList({ group: 'all' });
    expect(all.items.map((o) => o.id)).toEqual([...orderIds].reverse());
    expect(all.counts.map((c) => c.group)).toEqual(orderGroupOrder);
    const count = Object.fromEntries(all.counts.map((c) => [c.group, c.count]));
    expect(count).toMatchObject({ all: 3, toConfirm: 1, inProgress: 2, closed: 0 });
    const toConfirm = await api.orderList({ group: 'toConfirm' });
    expect(toConfirm.items).toMatchObject([{ id: orderIds[2], kind: 'anybuy', state: 'pendingPrice' }]);
    expect((await api.orderList({ group: 'all', kind: 'anybuy' })).total).toBe(1);

    const other = apiOf(await server.verifiedShopper('list2@example.com'));
    expect((await other.orderList({ group: 'all' })).total).toBe(0);
  });

  it('shows every cost, the timeline and the shopper’s actions; another shopper gets 404', async () => {
    const { shopper, orderIds } = await shopperWithOrders('detail1@example.com', [{ priceYen: 1200, quantity: 2, proxyFeeYen: 600, domesticYen: 700, servicesYen: 300, discountYen: 500, pointsUsed: 100 }], { coupon: true });
    const id = orderIds[0]!;
    const detail = await apiOf(shopper).orderDetail({ id });
    expect(detail.costs).toEqual({
      unitPriceYen: 1200, quantity: 2, itemYen: 2400, proxyFeeYen: 600, domesticYen: 700, servicesYen: 300, totalYen: 4000,
      couponYen: 500, pointsUsed: 100, paidYen: 3400, refundedYen: 0, refundedPoints: 0,
    });
    expect(detail.actions).toEqual(['cancel']);
    expect(detail).toMatchObject({ canAppeal: false, canComment: false, appeal: null, tracking: null });

    const stranger = await server.verifiedShopper('detail2@example.com');
    const answer = await stranger.call('Sig.Front.User.AppOrder.Detail', { id });
    expect(answer.status).toBe(404);
    const bad = await shopper.call('Sig.Front.User.AppOrder.Detail', { id: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { field: 'id' } });
  });
});

describe('cancelling', () => {
  it('refunds the whole payment to the wallet at once, balances the books, and tells the shopper', async () => {
    const { api, userId, orderIds } = await shopperWithOrders('cancel1@example.com', [{ priceYen: 3000, pointsUsed: 200 }]);
    const id = orderIds[0]!;
    expect(await wallet(userId)).toBe(0);
    const after = await api.orderAction({ id, action: 'cancel' });
    expect(after.order.state).toBe('cancelled');
    expect(after.costs).toMatchObject({ paidYen: 3100, refundedYen: 3100, refundedPoints: 200 });
    expect(await wallet(userId)).toBe(3100);
    expect(await balance(db(), accounts.points(userId), 'PT')).toBe(200);
    expect(await balance(db(), accounts.order(id))).toBe(0);
    expect(await ledgerImbalance(db())).toEqual([]);
    expect(after.timeline.map((e) => [e.action, e.actor])).toEqual([['cancel', 'shopper']]);

    const message = await db().selectFrom('messages').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    expect(message.title).toBe(t('en', 'orderEvent_cancel_title'));
    expect(message.body).toContain(yenText(3100));
    const mail = await db().selectFrom('mail_outbox').selectAll().where('recipient', '=', 'cancel1@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe(message.title);

    const refunds = await api.refundList({});
    expect(refunds.items).toMatchObject([{ yen: 3100, points: 200, orderId: id, orderTitle: 'Fixture item 1' }]);
  });

  it('gives the coupon back only when every order of its set is refunded', async () => {
    const { api, orderIds, couponId } = await shopperWithOrders('cancel2@example.com', [{ priceYen: 2000, discountYen: 300 }, { priceYen: 1000, discountYen: 200 }], { coupon: true });
    const coupon = () => db().selectFrom('coupons').select(['used_at', 'checkout_id']).where('id', '=', couponId!).executeTakeFirstOrThrow();
    await api.orderAction({ id: orderIds[0]!, action: 'cancel' });
    expect((await coupon()).used_at).not.toBeNull();
    await api.orderAction({ id: orderIds[1]!, action: 'cancel' });
    expect(await coupon()).toEqual({ used_at: null, checkout_id: null });
    expect(await ledgerImbalance(db())).toEqual([]);
  });

  it('refuses another shopper’s order with 404 and changes nothing', async () => {
    const { orderIds } = await shopperWithOrders('cancel3@example.com', [{ priceYen: 1000 }]);
    const stranger = await server.verifiedShopper('cancel4@example.com');
    const before = await fingerprint(db());
    const answer = await stranger.call('Sig.Front.User.AppOrder.Action', { id: orderIds[0], action: 'cancel' });
    expect(answer.status).toBe(404);
    expect(await fingerprint(db())).toEqual(before);
  });

  it('refuses a move the order’s state does not allow with 409 naming the state in the caller’s language', async () => {
    const { shopper, orderIds } = await shopperWithOrders('illegal1@example.com', [{ priceYen: 1000 }]);
    const id = orderIds[0]!;
    await staffDoes(id, 'markPurchased');
    const before = await fingerprint(db());
    const answer = await shopper.call('Sig.Front.User.AppOrder.Action', { id, action: 'cancel' }, { language: 'de' });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe(t('de', 'orderStateConflict', { state: t('de', 'orderState_purchased') }));
    expect(answer.body.msg).toContain('gekauft');
    const complete = await shopper.call('Sig.Front.User.AppOrder.Action', { id, action: 'complete' }, { language: 'ja' });
    expect(complete).toMatchObject({ status: 409, body: { msg: t('ja', 'orderStateConflict', { state: t('ja', 'orderState_purchased') }) } });
    // Staff's actions are not the shopper's to take.
    const staffOnly = await shopper.call('Sig.Front.User.AppOrder.Action', { id, action: 'startPurchase' });
    expect(staffOnly).toMatchObject({ status: 400, body: { field: 'action' } });
    const unknown = await shopper.call('Sig.Front.User.AppOrder.Action', { id, action: 'explode' });
    expect(unknown).toMatchObject({ status: 400, body: { field: 'action' } });
    expect(await fingerprint(db())).toEqual(before);
  });
});

describe('staff moving an order on', () => {
  it('a failed purchase refunds in full and tells the shopper in their language, by message and mail', async () => {
    const item = await db().selectFrom('goods').select(['site', 'external_id', 'title']).where('site', '=', 'mercari').where('sold_out_at', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { shopper, api, userId, orderIds } = await shopperWithOrders('fail1@example.com', [{ priceYen: 4000, site: item.site, externalId: item.external_id, title: item.title }]);
    await api.bindLanguage({ language: 'ja' });
    const id = orderIds[0]!;
    const similarTooSoon = await shopper.call('Sig.Front.User.AppOrder.Similar', { id });
    expect(similarTooSoon.status).toBe(409);

    await staffDoes(id, 'startPurchase');
    await staffDoes(id, 'failPurchase', { reason: '売り切れ' });
    expect(await wallet(userId)).toBe(4300);
    expect(await ledgerImbalance(db())).toEqual([]);
    const message = await db().selectFrom('messages').selectAll().where('order_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(message.title).toBe(t('ja', 'orderEvent_failPurchase_title'));
    expect(message.body).toBe(t('ja', 'orderEvent_failPurchase_body', { item: item.title, reason: '売り切れ', amount: yenText(4300) }));
    const mails = await db().selectFrom('mail_outbox').selectAll().where('recipient', '=', 'fail1@example.com').where('subject', '=', message.title).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(message.body);

    const { items } = await api.similarGoods({ id });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((g) => g.Site === item.site && g.Id !== item.external_id)).toBe(true);
    const detail = await api.orderDetail({ id });
    expect(detail.timeline.map((e) => e.action)).toEqual(['startPurchase', 'failPurchase']);
    expect(detail.actions).toEqual([]);
  });

  it('anybuy: a corrected price is accepted by the shopper, who pays the difference', async () => {
    const { api, userId, orderIds } = await shopperWithOrders('anybuy1@example.com', [{ kind: 'anybuy', priceYen: 1000 }]);
    const id = orderIds[0]!;
    await topUp(db(), server.services.dialect, userId, 5000);
    await staffDoes(id, 'correctPrice', { priceYen: 1500, reason: 'price went up' });
    const waiting = await api.orderDetail({ id });
    expect(waiting.order).toMatchObject({ state: 'priceChanged', proposedPriceYen: 1500, priceYen: 1000 });
    expect(waiting.actions).toEqual(['acceptPrice', 'cancel']);
    const accepted = await api.orderAction({ id, action: 'acceptPrice' });
    expect(accepted.order).toMatchObject({ state: 'paid', priceYen: 1500 });
    expect(await wallet(userId)).toBe(5000 - (accepted.costs.paidYen - 1300));
    expect(await ledgerImbalance(db())).toEqual([]);
  });

  it('anybuy: a corrected price keeps the level discount on the proxy fee that the order was bought with', async () => {
    const percent = 10;
    const { api, userId, orderIds } = await shopperWithOrders('anybuy2@example.com', [{ kind: 'anybuy', priceYen: 4000, proxyFeeYen: discountedFee(proxyFeeYen(4000), percent) }]);
    const id = orderIds[0]!;
    await db().updateTable('orders').set({ fee_discount_percent: percent }).where('id', '=', id).execute();
    await topUp(db(), server.services.dialect, userId, 10_000);
    await staffDoes(id, 'correctPrice', { priceYen: 6000, reason: 'price went up' });
    await api.orderAction({ id, action: 'acceptPrice' });
    const fee = discountedFee(proxyFeeYen(6000), percent);
    expect(await db().selectFrom('orders').select(['price_yen', 'proxy_fee_yen']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ price_yen: 6000, proxy_fee_yen: fee });
    expect(await wallet(userId)).toBe(10_000 - (6000 - 4000) - (fee - discountedFee(proxyFeeYen(4000), percent)));
    expect(await ledgerImbalance(db())).toEqual([]);
  });
});

describe('after delivery', () => {
  it('takes one appeal within the window, one open at a time; another shopper sees none', async () => {
    const { shopper, api, orderIds } = await shopperWithOrders('appeal1@example.com', [{ priceYen: 1000 }, { priceYen: 1000 }]);
    const [id, undelivered] = orderIds as [number, number];
    const early = await shopper.call('Sig.Front.User.AppAppeal.Create', { orderId: undelivered, reason: 'damaged', detail: 'broken' });
    expect(early).toMatchObject({ status: 409, body: { msg: t('en', 'appealNotDelivered') } });
    await deliver(id);
    const detail = await api.orderDetail({ id });
    expect(detail).toMatchObject({ canAppeal: true, actions: ['complete'], tracking: { carrier: 'EMS', number: 'EE123456789JP' }, parcel: { weightGrams: 800 } });

    const bad = await shopper.call('Sig.Front.User.AppAppeal.Create', { orderId: id, reason: 'bored', detail: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { field: 'reason' } });
    const blank = await shopper.call('Sig.Front.User.AppAppeal.Create', { orderId: id, reason: 'damaged', detail: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { field: 'detail' } });
    const stranger = await server.verifiedShopper('appeal2@example.com');
    expect((await stranger.call('Sig.Front.User.AppAppeal.Create', { orderId: id, reason: 'damaged', detail: 'mine now' })).status).toBe(404);
    expect((await stranger.call('Sig.Front.User.AppAppeal.Get', { orderId: id })).status).toBe(404);
    expect((await shopper.call('Sig.Front.User.AppAppeal.Get', { orderId: id })).status).toBe(404);

    const appeal = await api.createAppeal({ orderId: id, reason: 'damaged', detail: 'The box was crushed.' });
    expect(appeal).toMatchObject({ orderId: id, status: 'open', reason: 'damaged', detail: 'The box was crushed.' });
    const twice = await shopper.call('Sig.Front.User.AppAppeal.Create', { orderId: id, reason: 'other', detail: 'again' });
    expect(twice).toMatchObject({ status: 409, body: { msg: t('en', 'appealAlreadyOpen') } });
    expect(await api.appealOf({ orderId: id })).toEqual(appeal);
    expect((await api.orderDetail({ id })).canAppeal).toBe(false);
    expect(await db().selectFrom('appeals').select('id').where('order_id', '=', id).execute()).toHaveLength(1);
  });

  it(`closes appeals ${constants.orders.appealDays} days after delivery, saying so`, async () => {
    const { shopper, orderIds } = await shopperWithOrders('appeal3@example.com', [{ priceYen: 1000 }]);
    const id = orderIds[0]!;
    await deliver(id);
    const late = Date.now() - (constants.orders.appealDays * 86_400_000 + 60_000);
    await db().updateTable('orders').set({ delivered_at: late }).where('id', '=', id).execute();
    const answer = await shopper.call('Sig.Front.User.AppAppeal.Create', { orderId: id, reason: 'missing', detail: 'nothing inside' });
    expect(answer).toMatchObject({ status: 409, body: { msg: t('en', 'appealWindowClosed', { days: constants.orders.appealDays }) } });
  });

  it('rates the seller once, after the item was bought', async () => {
    const { shopper, api, orderIds } = await shopperWithOrders('comment1@example.com', [{ priceYen: 1000 }]);
    const id = orderIds[0]!;
    const early = await shopper.call('Sig.Front.User.AppOrder.CommentSeller', { id, rating: 5, text: 'great' });
    expect(early).toMatchObject({ status: 409, body: { msg: t('en', 'commentNotBought') } });
    await deliver(id);
    await api.orderAction({ id, action: 'complete' });
    expect((await shopper.call('Sig.Front.User.AppOrder.CommentSeller', { id, rating: 6, text: 'x' })).body.field).toBe('rating');
    const stranger = await server.verifiedShopper('comment2@example.com');
    expect((await stranger.call('Sig.Front.User.AppOrder.CommentSeller', { id, rating: 1, text: 'bad' })).status).toBe(404);
    expect(await api.commentSeller({ id, rating: 4, text: ' Fast and careful. ' })).toMatchObject({ rating: 4, text: 'Fast and careful.' });
    expect((await shopper.call('Sig.Front.User.AppOrder.CommentSeller', { id, rating: 1, text: 'changed my mind' })).status).toBe(409);
    expect(await api.orderDetail({ id })).toMatchObject({ canComment: false, comment: { rating: 4 }, order: { state: 'completed' } });
  });

  it('lists only the shopper’s own refunds', async () => {
    const stranger = apiOf(await server.verifiedShopper('refund2@example.com'));
    expect(await stranger.refundList({})).toMatchObject({ total: 0, items: [] });
  });
});
