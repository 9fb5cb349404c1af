// Anybuy over HTTP: an item from any shop at the shopper's price, or a known marketplace item at the
// catalog's; one order of kind anybuy in its initial state, paid through the same ledger and key rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialOrderState } from '../../generated/orders';
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

const shopItem = { url: 'https://www.example-shop.jp/items/123', title: 'Tenugui towel, indigo', priceYen: 1800, quantity: 2, options: 'indigo', remark: 'gift' };

describe('anybuy', () => {
  it('prices an item from any shop at the shopper’s price and makes one anybuy order waiting for the price check', async () => {
    const shopper = await server.verifiedShopper('any1@example.com');
    const api = apiOf(shopper);
    const userId = await fx.userId('any1@example.com');
    const addressId = await fx.address(userId);
    await fx.fund(userId, 20_000);

    const preview = await api.anybuyPreview(shopItem);
    expect(preview.notices.map((n) => n.key)).toEqual(['anybuy@1']);
    expect(preview.totalYen).toBe((1800 + proxyFeeYen(1800)) * 2);
    expect(preview.payable).toBe(false);
    const refused = await shopper.call('Sig.Front.User.AppAnybuy.Create', { ...shopItem, addressId, services: [], points: 0, idempotencyKey: newKey() });
    expect([refused.status, refused.body.msg]).toEqual([409, 'Please read and accept the buying notice for other shops (buy by link) first.']);

    await api.acceptBuyNotice({ key: 'anybuy@1' });
    const key = newKey();
    const result = await api.anybuyCreate({ ...shopItem, addressId, services: [], points: 0, idempotencyKey: key });
    expect(result.orders).toEqual([expect.objectContaining({ kind: 'anybuy', state: initialOrderState.anybuy, title: shopItem.title, quantity: 2, priceYen: 1800 })]);
    const order = await server.services.db.selectFrom('orders').selectAll().where('checkout_id', '=', result.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ url: shopItem.url, options: 'indigo', remark: 'gift', site: null, paid_yen: preview.totalYen });
    expect(await fx.wallet(userId)).toBe(20_000 - preview.totalYen);
    // A retried request answers the same order.
    expect(await api.anybuyCreate({ ...shopItem, addressId, services: [], points: 0, idempotencyKey: key })).toEqual(result);
    expect(await fx.wallet(userId)).toBe(20_000 - preview.totalYen);
  });

  it('keeps the picture and seller read from the shop’s page on the order', async () => {
    const shopper = await server.verifiedShopper('any-page@example.com');
    const api = apiOf(shopper);
    const userId = await fx.userId('any-page@example.com');
    const addressId = await fx.address(userId);
    await fx.fund(userId, 20_000);
    await fx.acceptAllNotices(userId);
    const read = { ...shopItem, imageUrl: 'https://image.example-shop.jp/t.jpg', sellerName: ' Kyoto Tenugui ' };
    const result = await api.anybuyCreate({ ...read, addressId, services: [], points: 0, idempotencyKey: newKey() });
    const order = await server.services.db.selectFrom('orders').selectAll().where('checkout_id', '=', result.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ image_url: 'https://image.example-shop.jp/t.jpg', seller_name: 'Kyoto Tenugui', seller_id: null });
  });

  it('takes a known marketplace item’s title, picture and price from the catalog and refuses a stale price', async () => {
    const shopper = await server.verifiedShopper('any2@example.com');
    const api = apiOf(shopper);
    const userId = await fx.userId('any2@example.com');
    const addressId = await fx.address(userId);
    await fx.fund(userId, 100_000);
    await fx.acceptAllNotices(userId);
    const item = await fx.takeGoods('mercari', { maxPrice: 20_000 });
    const input = { url: 'https://jp.mercari.com/item/x', site: 'mercari' as const, itemId: item.external_id, title: 'whatever I typed', priceYen: item.price_yen, quantity: 1 };
    const preview = await api.anybuyPreview(input);
    expect(preview.lines[0]).toMatchObject({ title: item.title, unitPriceYen: item.price_yen, status: 'ok' });

    const stale = await shopper.call('Sig.Front.User.AppAnybuy.Create', { ...input, priceYen: item.price_yen + 1, addressId, services: [], points: 0, idempotencyKey: newKey() });
    expect([stale.status, stale.body.msg]).toEqual([409, `The price of “${item.title}” has changed. Please review it before paying.`]);
    const charged = await api.anybuyPreview({ ...input, addressId });
    const unexpected = await shopper.call('Sig.Front.User.AppAnybuy.Create', { ...input, addressId, services: [], points: 0, idempotencyKey: newKey(), expectedYen: charged.cashYen - 1 });
    expect([unexpected.status, unexpected.body.data]).toEqual([409, { cashYen: charged.cashYen }]);
    const result = await api.anybuyCreate({ ...input, addressId, services: [], points: 0, idempotencyKey: newKey(), expectedYen: charged.cashYen });
    expect(result.orders[0]).toMatchObject({ kind: 'anybuy', site: 'mercari', title: item.title, priceYen: item.price_yen });
    expect(result.cashYen).toBe(charged.cashYen);
  });

  it('needs a login, refuses another shopper’s address and names bad fields, changing nothing', async () => {
    const shopper = await server.verifiedShopper('any3@example.com');
    const other = await fx.userId('any1@example.com');
    const theirAddress = (await server.services.db.selectFrom('addresses').select('id').where('user_id', '=', other).executeTakeFirstOrThrow()).id;
    const base = { ...shopItem, addressId: theirAddress, services: [], points: 0, idempotencyKey: newKey() };
    const before = await fingerprint(server.services.db);
    expect((await server.shopper().call('Sig.Front.User.AppAnybuy.Create', base)).status).toBe(403);
    expect((await server.shopper().call('Sig.Front.User.AppAnybuy.Preview', shopItem)).status).toBe(403);
    expect((await shopper.call('Sig.Front.User.AppAnybuy.Create', base)).status).toBe(404);
    for (const [params, field] of [
      [{ ...base, title: '' }, 'title'],
      [{ ...base, priceYen: 0 }, 'priceYen'],
      [{ ...base, priceYen: 2_000_001 }, 'priceYen'],
      [{ ...base, quantity: 0 }, 'quantity'],
      [{ ...base, url: '' }, 'url'],
      [{ ...base, options: 'x'.repeat(301) }, 'options'],
    ] as const) {
      const answer = await shopper.call('Sig.Front.User.AppAnybuy.Create', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});
