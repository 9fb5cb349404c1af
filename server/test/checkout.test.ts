// Checkout over HTTP: the preview prices what the pay call charges; pay makes one order set per key with
// the ledger payment, coupon and points, and removes the lines; every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { initialOrderState } from '../../generated/orders';
import { ledgerImbalance } from '../money/ledger';
import { proxyFeeYen } from '../shipping/landed-cost';
import { apiOf, fixtures, newKey } from './checkout-fixtures';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const fx = fixtures(() => server);

/** A shopper with a mercari and an amazon item in the cart (cheap ones), an address and, unless told, notices accepted. */
async function shopperWithCart(email: string, options: { notices?: boolean } = {}) {
  const shopper = await server.verifiedShopper(email);
  const api = apiOf(shopper);
  const userId = await fx.userId(email);
  const mercari = await fx.takeGoods('mercari', { maxPrice: 5000 });
  const amazon = await fx.takeGoods('amazon', { maxPrice: 5000 });
  await api.addToCart({ site: 'mercari', id: mercari.external_id });
  await api.addToCart({ site: 'amazon', id: amazon.external_id });
  const addressId = await fx.address(userId);
  if (options.notices !== false) await fx.acceptAllNotices(userId);
  return { shopper, api, userId, addressId, lineIds: await fx.lineIds(userId), goods: [mercari, amazon] };
}

const domesticOf = (g: { shipping_payer: string; domestic_shipping_yen: number | null }) => (g.shipping_payer === 'buyer' ? (g.domestic_shipping_yen ?? 0) : 0);
const totalOf = (g: { price_yen: number; shipping_payer: string; domestic_shipping_yen: number | null }) => g.price_yen + proxyFeeYen(g.price_yen) + domesticOf(g);

describe('preview', () => {
  it('itemises the first payment with addresses, coupons (with reasons), services, points, wallet and notices', async () => {
    const { api, userId, addressId, lineIds, goods } = await shopperWithCart('co1@example.com', { notices: false });
    const usable = await fx.coupon(userId, { amountYen: 300 });
    const tooSmall = await fx.coupon(userId, { amountYen: 1000, minSpendYen: 1_000_000 });
    const otherSite = await fx.coupon(userId, { site: 'rakuten' });
    const expired = await fx.coupon(userId, { expiresAt: Date.now() - 1000 });
    await fx.fund(userId, 1000);
    await fx.givePoints(userId, 200);
    const total = goods.reduce((s, g) => s + totalOf(g), 0);

    const preview = await api.checkoutPreview({ lineIds, couponId: usable, points: 150, services: ['photos'] });
    expect(preview.lines.map((l) => [l.lineId, l.site, l.status])).toEqual([[lineIds[0], 'mercari', 'ok'], [lineIds[1], 'amazon', 'ok']]);
    expect(preview.servicesYen).toBe(2 * 500);
    expect(preview.totalYen).toBe(total + 1000);
    expect(preview).toMatchObject({ discountYen: 300, pointsUsed: 150, pointsYen: 150, cashYen: total + 1000 - 450, walletYen: 1000, pointsBalance: 200, couponId: usable, addressId });
    expect(preview.shortfallYen).toBe(total + 1000 - 450 - 1000);
    expect(preview.notices.map((n) => n.key)).toEqual(['mercari@1', 'amazon@1']);
    expect(preview.payable).toBe(false);
    // Every verified account also has its welcome coupon (server/handlers/welcome-coupon.ts); this test's own are these.
    const mine = new Set([usable, tooSmall, otherSite, expired]);
    const reasons = Object.fromEntries(preview.coupons.filter((c) => mine.has(c.id)).map((c) => [c.id, c.reason ?? null]));
    expect(reasons).toEqual({ [usable]: null, [tooSmall]: 'minSpend', [otherSite]: 'site', [expired]: 'expired' });
    expect(preview.coupons).toHaveLength(mine.size + 1);
    expect(preview.services.find((s) => s.id === 'inspection')).toMatchObject({ per: 'order', yen: 600, count: 2, eachYen: 300, available: true });
    expect(preview.services.find((s) => s.id === 'photos')).toMatchObject({ per: 'item', yen: 1000, count: 2, eachYen: 500 });

    // An unusable coupon is shown, not applied; points above the cap are not taken.
    const other = await api.checkoutPreview({ lineIds, couponId: tooSmall, points: 10_000 });
    expect(other).toMatchObject({ couponId: null, discountYen: 0, pointsUsed: 200 });
  });

  it('refuses another shopper’s lines and address (404), needs a login, and names bad fields, changing nothing', async () => {
    const mine = await shopperWithCart('co2@example.com');
    const theirs = await shopperWithCart('co3@example.com');
    const before = await fingerprint(server.services.db);
    for (const params of [{ lineIds: theirs.lineIds }, { lineIds: mine.lineIds, addressId: theirs.addressId }]) {
      const answer = await mine.shopper.call('Sig.Front.User.AppCheckout.Preview', params);
      expect(answer.status).toBe(404);
    }
    expect((await server.shopper().call('Sig.Front.User.AppCheckout.Preview', { lineIds: mine.lineIds })).status).toBe(403);
    for (const [params, field] of [
      [{}, 'lineIds'],
      [{ lineIds: [] }, 'lineIds'],
      [{ lineIds: mine.lineIds, services: ['gift wrap'] }, 'services'],
      [{ lineIds: mine.lineIds, points: -1 }, 'points'],
    ] as const) {
      const answer = await mine.shopper.call('Sig.Front.User.AppCheckout.Preview', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});

describe('pay', () => {
  it('makes one order per line, posts the ledger as the convention says, uses the coupon and points, and empties those lines', async () => {
    const { api, shopper, userId, addressId, lineIds, goods } = await shopperWithCart('co4@example.com');
    const couponId = await fx.coupon(userId, { amountYen: 400 });
    await fx.fund(userId, 50_000);
    await fx.givePoints(userId, 300);
    const key = newKey();
    const preview = await api.checkoutPreview({ lineIds, addressId, couponId, points: 300, services: ['inspection'] });
    expect(preview.payable).toBe(true);
    const result = await api.checkoutPay({ lineIds, addressId, couponId, points: 300, services: ['inspection'], idempotencyKey: key });

    expect(result).toMatchObject({ totalYen: preview.totalYen, cashYen: preview.cashYen, discountYen: 400, pointsUsed: 300, address: { id: addressId } });
    expect(result.orders.map((o) => [o.kind, o.state, o.site, o.title])).toEqual([
      ['cart', initialOrderState.cart, 'mercari', goods[0]!.title],
      ['cart', initialOrderState.cart, 'amazon', goods[1]!.title],
    ]);
    const { db } = server.services;
    const orders = await db.selectFrom('orders').selectAll().where('checkout_id', '=', result.id).orderBy('id').execute();
    expect(orders.map((o) => [o.paid_yen, o.discount_yen, o.points_used])).toEqual(preview.lines.map((l) => [l.cashYen, l.discountYen, l.pointsUsed]));
    expect(orders[0]!.proxy_fee_yen).toBe(proxyFeeYen(goods[0]!.price_yen));
    const events = await db.selectFrom('order_events').selectAll().where('order_id', 'in', orders.map((o) => o.id)).execute();
    expect(events.map((e) => [e.action, e.from_state, e.to_state, e.actor, e.actor_id])).toEqual(orders.map(() => ['created', null, 'paid', 'shopper', userId]));
    // The checkout tells the shopper once, in their box and by mail, in their language, naming every item.
    const messages = await db.selectFrom('messages').select(['order_id', 'title', 'body']).where('user_id', '=', userId).execute();
    expect(messages.map((m) => [m.order_id, m.title])).toEqual([[null, 'Order placed: 2 items']]);
    expect(messages[0]!.body).toContain(`“${goods[0]!.title}” and “${goods[1]!.title}”`);
    const mails = await db.selectFrom('mail_outbox').select('body').where('recipient', '=', 'co4@example.com').where('subject', 'like', 'Order placed%').execute();
    expect(mails.map((m) => m.body.includes(goods[0]!.title) && m.body.includes(goods[1]!.title))).toEqual([true]);

    const txns = await db.selectFrom('ledger_transactions').selectAll().where('ref_type', '=', 'checkout').where('ref_id', '=', result.id).execute();
    expect(txns.map((t) => [t.kind, t.user_id])).toEqual([['payment', userId]]);
    const entries = await db.selectFrom('ledger_entries').select(['account', 'currency', 'amount']).where('txn_id', '=', txns[0]!.id).orderBy('id').execute();
    const sum = (f: (l: (typeof preview.lines)[number]) => number) => preview.lines.reduce((s, l) => s + f(l), 0);
    expect(entries).toEqual([
      { account: `wallet:${userId}`, currency: 'JPY', amount: -sum((l) => l.cashYen) },
      { account: 'promotions', currency: 'JPY', amount: -sum((l) => l.discountYen + l.pointsUsed * constants.points.yenPerPoint) },
      ...orders.map((o, i) => ({ account: `order:${o.id}`, currency: 'JPY', amount: preview.lines[i]!.totalYen })),
      { account: `points:${userId}`, currency: 'PT', amount: -300 },
      ...orders.map((o, i) => ({ account: `order:${o.id}`, currency: 'PT', amount: preview.lines[i]!.pointsUsed })),
    ].filter((e) => e.amount !== 0));
    expect(await fx.wallet(userId)).toBe(50_000 - result.cashYen);
    expect(await fx.points(userId)).toBe(0);
    expect(await ledgerImbalance(db)).toEqual([]);
    expect(await db.selectFrom('coupons').select(['used_at', 'checkout_id']).where('id', '=', couponId).executeTakeFirstOrThrow()).toMatchObject({ checkout_id: result.id });
    expect((await api.cartList()).cartNum).toBe(0);

    expect(await api.checkoutGet({ id: result.id })).toEqual(result);
    const stranger = await server.verifiedShopper('co5@example.com');
    expect((await stranger.call('Sig.Front.User.AppCheckout.Get', { id: result.id })).status).toBe(404);
    expect((await server.shopper().call('Sig.Front.User.AppCheckout.Get', { id: result.id })).status).toBe(403);
    // The same key again answers the same set and charges nothing more.
    const again = await shopper.call('Sig.Front.User.AppCheckout.Pay', { lineIds, addressId, couponId, points: 300, services: ['inspection'], idempotencyKey: key });
    expect([again.status, again.body.data]).toEqual([200, result]);
    expect(await fx.wallet(userId)).toBe(50_000 - result.cashYen);
  });

  it('answers each new order’s page with the checkout that placed it as the first event of its timeline', async () => {
    const { api, userId, addressId, lineIds } = await shopperWithCart('co-timeline@example.com');
    await fx.fund(userId, 50_000);
    const result = await api.checkoutPay({ lineIds, addressId, points: 0, services: [], idempotencyKey: newKey() });
    for (const order of result.orders) {
      const detail = await api.orderDetail({ id: order.id });
      expect(detail.timeline.map((e) => [e.action, e.actor])).toEqual([[null, 'shopper']]);
    }
  });

  it('refuses, changing nothing: notice not accepted, price changed, sold out, too little money (with the shortfall)', async () => {
    const { db } = server.services;
    const fresh = await shopperWithCart('co6@example.com', { notices: false });
    await fx.fund(fresh.userId, 100_000);
    const pay = (s: typeof fresh, extra: object = {}) =>
      s.shopper.call('Sig.Front.User.AppCheckout.Pay', { lineIds: s.lineIds, addressId: s.addressId, services: [], points: 0, idempotencyKey: newKey(), ...extra });

    let before = await fingerprint(db);
    let answer = await pay(fresh);
    expect([answer.status, answer.body.msg]).toEqual([409, 'Please read and accept the buying notice for Mercari first.']);
    await fresh.api.acceptBuyNotice({ key: 'mercari@1' });
    before = await fingerprint(db);
    answer = await pay(fresh);
    expect([answer.status, answer.body.msg]).toEqual([409, 'Please read and accept the buying notice for Amazon Japan first.']);
    expect(await fingerprint(db)).toBe(before);
    expect((await fresh.api.acceptBuyNotice({ key: 'amazon@1' })).accepted).toEqual(['amazon@1', 'mercari@1']);

    const [mercari] = fresh.goods;
    await db.updateTable('goods').set({ price_yen: mercari!.price_yen + 100 }).where('id', '=', mercari!.id).execute();
    before = await fingerprint(db);
    answer = await pay(fresh);
    expect([answer.status, answer.body.msg]).toEqual([409, `The price of “${mercari!.title}” has changed. Please review it before paying.`]);
    expect(await fingerprint(db)).toBe(before);
    await fresh.api.cartAcceptPrice({ lineIds: fresh.lineIds });

    await db.updateTable('goods').set({ sold_out_at: Date.now() }).where('id', '=', mercari!.id).execute();
    answer = await pay(fresh);
    expect([answer.status, answer.body.msg]).toEqual([409, `“${mercari!.title}” is sold out. Please remove it from your order.`]);
    await db.updateTable('goods').set({ sold_out_at: null }).where('id', '=', mercari!.id).execute();

    const poor = await shopperWithCart('co7@example.com');
    await fx.fund(poor.userId, 100);
    const preview = await poor.api.checkoutPreview({ lineIds: poor.lineIds });
    before = await fingerprint(db);
    answer = await pay(poor);
    expect([answer.status, answer.body.msg, answer.body.data]).toEqual([409, 'Your wallet balance is too low. Please top up first.', { shortfallYen: preview.cashYen - 100 }]);
    expect(preview.shortfallYen).toBe(preview.cashYen - 100);
    expect(await fingerprint(db)).toBe(before);
  });

  it('refuses a charge other than the one the page showed (the seller’s domestic shipping changed), changing nothing', async () => {
    const { db } = server.services;
    const s = await shopperWithCart('co6b@example.com');
    await fx.fund(s.userId, 100_000);
    const shown = await s.api.checkoutPreview({ lineIds: s.lineIds, addressId: s.addressId });
    const [mercari] = s.goods;
    await db.updateTable('goods').set({ shipping_payer: 'buyer', domestic_shipping_yen: domesticOf(mercari!) + 700 }).where('id', '=', mercari!.id).execute();
    const now = await s.api.checkoutPreview({ lineIds: s.lineIds, addressId: s.addressId });
    expect(now.cashYen).toBe(shown.cashYen + 700);

    const pay = (expectedYen: number) =>
      s.shopper.call('Sig.Front.User.AppCheckout.Pay', { lineIds: s.lineIds, addressId: s.addressId, services: [], points: 0, idempotencyKey: newKey(), expectedYen });
    const before = await fingerprint(db);
    const refused = await pay(shown.cashYen);
    expect([refused.status, refused.body.data]).toEqual([409, { cashYen: now.cashYen }]);
    expect(refused.body.msg).toContain(`¥${now.cashYen.toLocaleString('en-US')}`);
    expect(await fingerprint(db)).toBe(before);

    const paid = await pay(now.cashYen);
    expect(paid.status).toBe(200);
    expect(await fx.wallet(s.userId)).toBe(100_000 - now.cashYen);
    expect(await ledgerImbalance(db)).toEqual([]);
  });

  it('holds coupons to their conditions and points to their cap', async () => {
    const s = await shopperWithCart('co8@example.com');
    await fx.fund(s.userId, 100_000);
    await fx.givePoints(s.userId, 100_000);
    const coupons = {
      minSpend: await fx.coupon(s.userId, { minSpendYen: 1_000_000 }),
      site: await fx.coupon(s.userId, { site: 'rakuten' }),
      expired: await fx.coupon(s.userId, { expiresAt: Date.now() - 1 }),
      used: await fx.coupon(s.userId, { usedAt: Date.now() }),
    };
    const theirs = await fx.coupon(await fx.userId('co7@example.com'));
    const pay = (extra: object) => s.shopper.call('Sig.Front.User.AppCheckout.Pay', { lineIds: s.lineIds, addressId: s.addressId, services: [], points: 0, idempotencyKey: newKey(), ...extra });
    const before = await fingerprint(server.services.db);
    const expectations: [object, number, string][] = [
      [{ couponId: coupons.minSpend }, 409, 'This coupon needs a spend of at least ¥1,000,000.'],
      [{ couponId: coupons.site }, 409, 'This coupon is for goods from another marketplace.'],
      [{ couponId: coupons.expired }, 409, 'This coupon has expired.'],
      [{ couponId: coupons.used }, 409, 'This coupon has already been used.'],
      [{ couponId: theirs }, 404, 'This coupon was not found.'],
    ];
    for (const [extra, status, msg] of expectations) {
      const answer = await pay(extra);
      expect([answer.status, answer.body.msg]).toEqual([status, msg]);
    }
    const { pointsMax } = await s.api.checkoutPreview({ lineIds: s.lineIds, points: 100_000 });
    const tooMany = await pay({ points: pointsMax + 1 });
    expect([tooMany.status, tooMany.body.field, tooMany.body.msg]).toEqual([400, 'points', `You can use at most ${pointsMax} points on this order.`]);
    expect(await fingerprint(server.services.db)).toBe(before);
    const ok = await pay({ points: pointsMax });
    expect(ok.status).toBe(200);
  });

  it('refuses another shopper’s lines or address (404), a logged-out caller and bad input, changing nothing', async () => {
    const mine = await shopperWithCart('co9@example.com');
    const theirs = await shopperWithCart('co10@example.com');
    await fx.fund(mine.userId, 100_000);
    const base = { lineIds: mine.lineIds, addressId: mine.addressId, services: [], points: 0, idempotencyKey: newKey() };
    const before = await fingerprint(server.services.db);
    for (const params of [{ ...base, lineIds: theirs.lineIds }, { ...base, addressId: theirs.addressId }]) {
      expect((await mine.shopper.call('Sig.Front.User.AppCheckout.Pay', params)).status).toBe(404);
    }
    expect((await server.shopper().call('Sig.Front.User.AppCheckout.Pay', base)).status).toBe(403);
    for (const [params, field] of [
      [{ ...base, idempotencyKey: 'short' }, 'idempotencyKey'],
      [{ ...base, addressId: undefined }, 'addressId'],
      [{ ...base, services: ['nothing'] }, 'services'],
      [{ ...base, lineIds: [] }, 'lineIds'],
      [{ ...base, points: 1.5 }, 'points'],
    ] as const) {
      const answer = await mine.shopper.call('Sig.Front.User.AppCheckout.Pay', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
    const badNotice = await mine.shopper.call('Sig.Front.User.AppCheckout.AcceptNotice', { key: 'ebay@1' });
    expect([badNotice.status, badNotice.body.field]).toEqual([400, 'key']);
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});

describe('money under concurrency', () => {
  it('20 parallel pays with one key make one order set and one charge, and all answer the same', async () => {
    const s = await shopperWithCart('co11@example.com');
    await fx.fund(s.userId, 100_000);
    const params = { lineIds: s.lineIds, addressId: s.addressId, services: [], points: 0, idempotencyKey: newKey() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.shopper.call('Sig.Front.User.AppCheckout.Pay', params)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const first = answers[0]!.body.data as { id: number; cashYen: number };
    for (const a of answers) expect(a.body.data).toEqual(first);
    const { db } = server.services;
    expect(await db.selectFrom('checkouts').select('id').where('user_id', '=', s.userId).execute()).toHaveLength(1);
    expect(await db.selectFrom('ledger_transactions').select('id').where('user_id', '=', s.userId).where('kind', '=', 'payment').execute()).toHaveLength(1);
    expect(await db.selectFrom('orders').select('id').where('user_id', '=', s.userId).execute()).toHaveLength(2);
    expect(await fx.wallet(s.userId)).toBe(100_000 - first.cashYen);
  });

  it('20 parallel pays with different keys over the same lines: one goes through, the rest are 409, one charge', async () => {
    const s = await shopperWithCart('co12@example.com');
    await fx.fund(s.userId, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => s.shopper.call('Sig.Front.User.AppCheckout.Pay', { lineIds: s.lineIds, addressId: s.addressId, services: [], points: 0, idempotencyKey: newKey() })),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const { db } = server.services;
    expect(await db.selectFrom('checkouts').select('id').where('user_id', '=', s.userId).execute()).toHaveLength(1);
    expect(await fx.wallet(s.userId)).toBe(100_000 - (ok[0]!.body.data as { cashYen: number }).cashYen);
    expect(await ledgerImbalance(db)).toEqual([]);
  });
});
