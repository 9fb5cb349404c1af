// Goods from a live marketplace are read from the provider again before money depends on them: carting and
// collecting keep the item, the cart reads a line again once its last read is older than the spec's re-check
// time, and pay reads every line now, so a price or stock the shop changed is refused as for the catalog's own
// goods, and a provider that does not answer stops the charge instead of letting it through unchecked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { type RakutenReplica, startRakutenReplica } from '../sources/replicas/rakuten-ichiba';
import { apiOf, fixtures, newKey } from './checkout-fixtures';
import type { TestServer } from './harness';
import { startLiveServer } from './live-server';

let replica: RakutenReplica;
let server: TestServer;
beforeAll(async () => {
  replica = await startRakutenReplica(['good-id']);
  server = await startLiveServer('rakuten', { applicationId: 'good-id' }, replica.base);
});
afterAll(async () => {
  await server.close();
  await replica.close();
});
const fx = fixtures(() => server);

const KNIFE = { url: 'https://item.rakuten.co.jp/rw-kitchen/knife-210/', code: 'rw-kitchen:knife-210', title: '三徳包丁 210mm ステンレス' };
const PAN = { url: 'https://item.rakuten.co.jp/rw-kitchen/pan-26/', code: 'rw-kitchen:pan-26', title: '鉄フライパン 26cm' };

const itemReads = () => replica.calls.length;
const keptRow = (id: string) => server.services.db.selectFrom('goods').select(['price_yen', 'sold_out_at', 'read_at']).where('site', '=', 'rakuten').where('external_id', '=', id).executeTakeFirst();
/** Makes our last read of an item older than the cart's re-check time, as if the cart were opened a while later. */
const ageRead = (id: string) =>
  server.services.db.updateTable('goods').set({ read_at: Date.now() - (constants.catalog.recheck.cartSeconds + 1) * 1000 }).where('site', '=', 'rakuten').where('external_id', '=', id).execute();

async function shopperWithLiveCart(email: string, item: typeof KNIFE) {
  const shopper = await server.verifiedShopper(email);
  const api = apiOf(shopper);
  const userId = await fx.userId(email);
  await api.addToCart({ site: 'rakuten', id: item.url });
  await fx.acceptAllNotices(userId);
  await fx.fund(userId, 100_000);
  return { shopper, api, userId, addressId: await fx.address(userId), lineIds: await fx.lineIds(userId) };
}

const ordersOf = async (userId: number) => (await server.services.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;

describe('live goods read again before buying', () => {
  it('carting or collecting an item never opened here reads it from the provider and keeps it', async () => {
    expect(await keptRow(KNIFE.url)).toBeUndefined();
    const shopper = await server.verifiedShopper('recheck-keep@example.com');
    const api = apiOf(shopper);
    expect((await api.addToCart({ site: 'rakuten', id: KNIFE.url })).cartNum).toBe(1);
    expect(await keptRow(KNIFE.url)).toMatchObject({ price_yen: 4980, sold_out_at: null, read_at: expect.any(Number) });
    const cart = await api.cartList();
    expect(cart.groups.flatMap((g) => g.lines.map((l) => [l.itemId, l.priceYen, l.status]))).toEqual([[KNIFE.url, 4980, 'ok']]);
    expect((await api.collectGoods({ site: 'rakuten', id: PAN.url })).goods).toBe(1);
    expect((await keptRow(PAN.url))?.price_yen).toBe(3280);
  });

  it('the cart reads a line again once the last read is older than the re-check time, and shows the new price', async () => {
    const { api } = await shopperWithLiveCart('recheck-cart@example.com', KNIFE);
    replica.change(KNIFE.code, { itemPrice: 5480 });
    try {
      const reads = itemReads();
      // Read moments ago: the cart shows it as read, without asking the provider again.
      expect((await api.cartList()).groups[0]?.lines[0]).toMatchObject({ priceYen: 4980, status: 'ok' });
      expect(itemReads()).toBe(reads);
      await ageRead(KNIFE.url);
      expect((await api.cartList()).groups[0]?.lines[0]).toMatchObject({ addedPriceYen: 4980, priceYen: 5480, status: 'priceChanged' });
      expect(itemReads()).toBe(reads + 1);
    } finally {
      replica.change(KNIFE.code, { itemPrice: 4980 });
    }
  });

  it('pay reads every line now: a price changed since the preview is refused, and so is a sold-out item; nothing is charged', async () => {
    const s = await shopperWithLiveCart('recheck-pay@example.com', PAN);
    const shown = await s.api.checkoutPreview({ lineIds: s.lineIds, addressId: s.addressId });
    const pay = (expectedYen = shown.cashYen) =>
      s.shopper.call('Sig.Front.User.AppCheckout.Pay', { lineIds: s.lineIds, addressId: s.addressId, services: [], points: 0, idempotencyKey: newKey(), expectedYen });
    const wallet = await fx.wallet(s.userId);

    replica.change(PAN.code, { itemPrice: 3580 });
    try {
      const changed = await pay();
      expect([changed.status, changed.body.msg]).toEqual([409, `The price of “${PAN.title}” has changed. Please review it before paying.`]);
      expect((await s.api.cartList()).groups[0]?.lines[0]).toMatchObject({ priceYen: 3580, status: 'priceChanged' });
      await s.api.cartAcceptPrice({ lineIds: s.lineIds });

      replica.change(PAN.code, { availability: 0 });
      const soldOut = await pay((await s.api.checkoutPreview({ lineIds: s.lineIds, addressId: s.addressId })).cashYen);
      expect([soldOut.status, soldOut.body.msg]).toEqual([409, `“${PAN.title}” is sold out. Please remove it from your order.`]);
      expect([await fx.wallet(s.userId), await ordersOf(s.userId), (await fx.lineIds(s.userId)).length]).toEqual([wallet, 0, 1]);

      replica.change(PAN.code, { availability: 1 });
      const paid = await pay((await s.api.checkoutPreview({ lineIds: s.lineIds, addressId: s.addressId })).cashYen);
      expect(paid.status).toBe(200);
      expect(await ordersOf(s.userId)).toBe(1);
      // Staff buying it see when its price and stock were last read: at pay, moments ago.
      const staff = apiOf(await server.staffMember('recheck-staff@example.com'));
      const row = (await staff.opsOrders({ queue: 'toBuy' })).items.find((i) => i.url === PAN.url);
      expect(Date.parse(row?.checkedAt ?? '')).toBe((await keptRow(PAN.url))?.read_at);
    } finally {
      replica.change(PAN.code, { itemPrice: 3280, availability: 1 });
    }
  });

  it('a provider that does not answer: the cart shows what was kept, pay is a 503 naming the marketplace and charges nothing', async () => {
    const s = await shopperWithLiveCart('recheck-down@example.com', KNIFE);
    const shown = await s.api.checkoutPreview({ lineIds: s.lineIds, addressId: s.addressId });
    const wallet = await fx.wallet(s.userId);
    const kept = (await keptRow(KNIFE.url))!.price_yen;
    await ageRead(KNIFE.url);
    // The guard retries a transient refusal once: two refusals make each call fail, and stay under its breaker.
    replica.refuse('maintenance', 2);
    expect((await s.api.cartList()).groups[0]?.lines[0]).toMatchObject({ priceYen: kept, status: 'ok' });
    replica.refuse('maintenance', 2);
    const answer = await s.shopper.call('Sig.Front.User.AppCheckout.Pay', { lineIds: s.lineIds, addressId: s.addressId, services: [], points: 0, idempotencyKey: newKey(), expectedYen: shown.cashYen });
    expect([answer.status, answer.body.msg]).toEqual([503, 'Rakuten is not answering right now, so we could not check this item with it. Nothing was charged; please try again in a moment.']);
    expect([await fx.wallet(s.userId), await ordersOf(s.userId), (await fx.lineIds(s.userId)).length]).toEqual([wallet, 0, 1]);
    replica.refuse(null);
  });

  it('an item the provider forgets stays in the collection, on its page and in the cart, sold out', async () => {
    // Its own replica: forgetting an item is for good.
    const forgetful = await startRakutenReplica(['good-id']);
    const own = await startLiveServer('rakuten', { applicationId: 'good-id' }, forgetful.base);
    try {
      const api = apiOf(await own.verifiedShopper('recheck-forgot@example.com'));
      await api.addToCart({ site: 'rakuten', id: KNIFE.url });
      await api.collectGoods({ site: 'rakuten', id: KNIFE.url });
      forgetful.forget(KNIFE.code);
      await own.services.db.updateTable('goods').set({ read_at: 0 }).where('external_id', '=', KNIFE.url).execute();
      expect((await api.cartList()).groups[0]?.lines[0]).toMatchObject({ itemId: KNIFE.url, status: 'soldOut' });
      const detail = await api.goodsDetail({ site: 'rakuten', id: KNIFE.url });
      expect([detail.Item.Name, detail.Item.JPYPrice, detail.Item.IsSoldOut]).toEqual([KNIFE.title, 4980, true]);
      expect((await api.collectedGoods({})).items.map((i) => i.Id)).toEqual([KNIFE.url]);
    } finally {
      await own.close();
      await forgetful.close();
    }
  });
});
