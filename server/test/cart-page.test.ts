// The cart page's calls over HTTP: the cart grouped by shop with prices then and now, fees and flags;
// quantity only where a listing sells several; remarks; removal; taking a new price. Another shopper's
// lines are 404 and nothing changes; bad input names the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { sites } from '../../generated/sites';
import { proxyFeeYen } from '../shipping/landed-cost';
import { apiOf, fixtures } from './checkout-fixtures';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const fx = fixtures(() => server);

describe('the cart', () => {
  it('groups lines by shop with the shop entry, fees, subtotals, total and count', async () => {
    const api = apiOf(await server.verifiedShopper('page1@example.com'));
    const a1 = await fx.takeGoods('amazon');
    const a2 = await fx.takeGoods('amazon', { sellerId: a1.seller_id });
    const m = await fx.takeGoods('mercari');
    await api.addToCart({ site: a1.site, id: a1.external_id, quantity: 2 });
    await api.addToCart({ site: m.site, id: m.external_id });
    await api.addToCart({ site: a2.site, id: a2.external_id });
    const cart = await api.cartList();
    expect(cart.cartNum).toBe(3);
    expect(cart.groups.map((g) => [g.site, g.lines.length])).toEqual([['amazon', 2], ['mercari', 1]]);
    const amazon = cart.groups[0]!;
    const seller = await server.services.db.selectFrom('sellers').selectAll().where('id', '=', a1.seller_id).executeTakeFirstOrThrow();
    expect(amazon.shop).toMatchObject({ type: sites.amazon.cartShopType, seller: { sid: seller.external_id, name: seller.name, isOfficial: seller.official === 1 } });
    const first = amazon.lines[0]!;
    const domestic = a1.shipping_payer === 'buyer' ? (a1.domestic_shipping_yen ?? 0) : 0;
    expect(first).toMatchObject({
      itemId: a1.external_id, quantity: 2, addedPriceYen: a1.price_yen, priceYen: a1.price_yen, proxyFeeYen: proxyFeeYen(a1.price_yen),
      domesticYen: domestic, status: 'ok', quantityEditable: true, maxQuantity: constants.cart.maxQuantity,
    });
    expect(first.lineYen).toBe((a1.price_yen + proxyFeeYen(a1.price_yen)) * 2 + domestic);
    expect(amazon.subtotalYen).toBe(amazon.lines.reduce((s, l) => s + l.lineYen, 0));
    expect(cart.totalYen).toBe(cart.groups.reduce((s, g) => s + g.subtotalYen, 0));
    // A flea-market listing is one thing from one person.
    expect(cart.groups[1]!.lines[0]).toMatchObject({ quantityEditable: m.official === 1, maxQuantity: m.official === 1 ? constants.cart.maxQuantity : 1 });
    expect((await api.globalHomeInfo()).cartNum).toBe(3);
  });

  it('flags a changed price (old and new), a sold-out item and one no longer available, and takes the new price on request', async () => {
    const shopper = await server.verifiedShopper('page2@example.com');
    const api = apiOf(shopper);
    const { db } = server.services;
    const [dear, gone, held] = [await fx.takeGoods('rakuten'), await fx.takeGoods('rakuten'), await fx.takeGoods('rakuten')];
    for (const g of [dear, gone, held]) await api.addToCart({ site: g.site, id: g.external_id });
    await db.updateTable('goods').set({ price_yen: dear.price_yen + 700 }).where('id', '=', dear.id).execute();
    await db.updateTable('goods').set({ sold_out_at: Date.now() }).where('id', '=', gone.id).execute();
    await db.updateTable('goods').set({ reserved_at: Date.now() }).where('id', '=', held.id).execute();
    const cart = await api.cartList();
    const lines = cart.groups.flatMap((g) => g.lines);
    expect(lines.map((l) => [l.itemId, l.status])).toEqual([[dear.external_id, 'priceChanged'], [gone.external_id, 'soldOut'], [held.external_id, 'unavailable']]);
    expect(lines[0]).toMatchObject({ addedPriceYen: dear.price_yen, priceYen: dear.price_yen + 700 });
    expect(cart.changed).toBe(3);
    // Only what can still be bought counts.
    expect(cart.totalYen).toBe(lines[0]!.lineYen);

    const after = await api.cartAcceptPrice({ lineIds: lines.map((l) => l.id) });
    expect(after.groups.flatMap((g) => g.lines).map((l) => l.status)).toEqual(['ok', 'soldOut', 'unavailable']);
    expect(after.groups[0]!.lines[0]!.addedPriceYen).toBe(dear.price_yen + 700);
  });

  it('changes the quantity of a shop listing, refuses it for a single item, and removes lines', async () => {
    const shopper = await server.verifiedShopper('page3@example.com');
    const api = apiOf(shopper);
    const shop = await fx.takeGoods('amazon');
    const single = await server.services.db
      .selectFrom('goods').innerJoin('sellers', 'sellers.id', 'goods.seller_id').select(['goods.site', 'goods.external_id'])
      .where('goods.site', '=', 'mercari').where('sellers.official', '=', 0).where('goods.listing_type', '=', 'fixed')
      .where('goods.sold_out_at', 'is', null).where('goods.reserved_at', 'is', null).where('goods.blocked_at', 'is', null).where('sellers.blocked_at', 'is', null)
      .orderBy('goods.id', 'desc').limit(1).executeTakeFirstOrThrow();
    await api.addToCart({ site: shop.site, id: shop.external_id });
    await api.addToCart({ site: 'mercari', id: single.external_id });
    const [shopLine, singleLine] = await fx.lineIds(await fx.userId('page3@example.com'));
    const cart = await api.cartUpdateQuantity({ lineId: shopLine!, quantity: 5 });
    expect(cart.groups.flatMap((g) => g.lines).find((l) => l.id === shopLine)!.quantity).toBe(5);

    const before = await fingerprint(server.services.db);
    const refused = await shopper.call('Sig.Front.User.AppCart.UpdateQuantity', { lineId: singleLine, quantity: 2 });
    expect([refused.status, refused.body.msg]).toEqual([409, 'This listing is a single item: you can buy only one.']);
    const again = await shopper.call('Sig.Front.User.AppCart.AddGoods', { site: 'mercari', id: single.external_id });
    expect(again.status).toBe(409);
    expect(await fingerprint(server.services.db)).toBe(before);

    const removed = await api.cartRemove({ lineIds: [singleLine!] });
    expect(removed.cartNum).toBe(1);
    expect(removed.groups.flatMap((g) => g.lines).map((l) => l.id)).toEqual([shopLine]);
  });

  it('keeps a remark per line, trimmed, and clears it when emptied', async () => {
    const api = apiOf(await server.verifiedShopper('page4@example.com'));
    const item = await fx.takeGoods('surugaya');
    await api.addToCart({ site: item.site, id: item.external_id });
    const [lineId] = await fx.lineIds(await fx.userId('page4@example.com'));
    let cart = await api.cartSetRemark({ lineId: lineId!, remark: '  Blue one, please  ' });
    expect(cart.groups[0]!.lines[0]!.remark).toBe('Blue one, please');
    cart = await api.cartSetRemark({ lineId: lineId!, remark: '   ' });
    expect(cart.groups[0]!.lines[0]!.remark).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses to put a reserved item in the cart with a clear message', async () => {
    const shopper = await server.verifiedShopper('page5@example.com');
    const item = await fx.takeGoods('mercari');
    await server.services.db.updateTable('goods').set({ reserved_at: Date.now() }).where('id', '=', item.id).execute();
    const before = await fingerprint(server.services.db);
    const answer = await shopper.call('Sig.Front.User.AppCart.AddGoods', { site: item.site, id: item.external_id });
    expect([answer.status, answer.body.msg]).toEqual([409, 'This item is reserved for another buyer, so it cannot be bought now.']);
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('never shows or changes another shopper’s lines, needs a login, and names bad fields', async () => {
    const owner = apiOf(await server.verifiedShopper('page6@example.com'));
    const other = await server.verifiedShopper('page7@example.com');
    const item = await fx.takeGoods('amazon');
    await owner.addToCart({ site: item.site, id: item.external_id });
    const [lineId] = await fx.lineIds(await fx.userId('page6@example.com'));
    expect((await apiOf(other).cartList()).groups).toEqual([]);
    const mine = await server.verifiedShopper('page8@example.com');

    const before = await fingerprint(server.services.db);
    for (const [name, params] of [
      ['Sig.Front.User.AppCart.UpdateQuantity', { lineId, quantity: 3 }],
      ['Sig.Front.User.AppCart.Remove', { lineIds: [lineId] }],
      ['Sig.Front.User.AppCart.SetRemark', { lineId, remark: 'mine now' }],
      ['Sig.Front.User.AppCart.AcceptPrice', { lineIds: [lineId] }],
    ] as const) {
      const answer = await other.call(name, params);
      expect([name, answer.status, answer.body.msg]).toEqual([name, 404, 'This item is not in your cart.']);
      const anonymous = await server.shopper().call(name, params);
      expect([name, anonymous.status]).toEqual([name, 403]);
    }
    expect((await server.shopper().call('Sig.Front.User.AppCart.List')).status).toBe(403);

    for (const [name, params, field] of [
      ['Sig.Front.User.AppCart.UpdateQuantity', { lineId, quantity: 0 }, 'quantity'],
      ['Sig.Front.User.AppCart.UpdateQuantity', { lineId, quantity: constants.cart.maxQuantity + 1 }, 'quantity'],
      ['Sig.Front.User.AppCart.UpdateQuantity', { quantity: 2 }, 'lineId'],
      ['Sig.Front.User.AppCart.Remove', { lineIds: 'all' }, 'lineIds'],
      ['Sig.Front.User.AppCart.SetRemark', { lineId, remark: 'x'.repeat(constants.checkout.remarkMaxLength + 1) }, 'remark'],
      ['Sig.Front.User.AppCart.AcceptPrice', { lineIds: [0] }, 'lineIds.0'],
    ] as const) {
      const answer = await mine.call(name, params);
      expect([name, answer.status, answer.body.field]).toEqual([name, 400, field]);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});
