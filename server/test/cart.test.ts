// Adding catalog items to the cart over HTTP: the cart count back, one line per item whose quantity
// rises, and a message for an item that cannot be bought.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import type { SiteId } from '../../generated/sites';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());

// Fixed-price goods on sale, each handed out once; `site` and `otherSellerThan` narrow the choice.
const taken: number[] = [];
async function takeGoods(site?: string, otherSellerThan: number[] = []) {
  let query = server.services.db
    .selectFrom('goods')
    .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
    .select(['goods.id', 'goods.site', 'goods.external_id', 'goods.type', 'goods.title', 'goods.url', 'goods.image_url', 'goods.price_yen', 'goods.seller_id'])
    .where('goods.listing_type', '=', 'fixed')
    .where('goods.sold_out_at', 'is', null)
    .where('goods.reserved_at', 'is', null)
    .where('goods.blocked_at', 'is', null)
    .where('sellers.blocked_at', 'is', null);
  if (taken.length > 0) query = query.where('goods.id', 'not in', taken);
  if (site) query = query.where('goods.site', '=', site);
  if (otherSellerThan.length > 0) query = query.where('goods.seller_id', 'not in', otherSellerThan);
  const row = await query.orderBy('goods.id').limit(1).executeTakeFirstOrThrow();
  taken.push(row.id);
  return { ...row, site: row.site as SiteId };
}

async function linesOf(email: string) {
  const { db } = server.services;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return db.selectFrom('cart_items').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
}

describe('add to cart', () => {
  it('adds a line, raises its quantity when added again, and answers the cart count', async () => {
    const api = apiOf(await server.verifiedShopper('cart1@example.com'));
    // Shops sell from stock, so their lines hold several.
    const first = await takeGoods('amazon');
    const second = await takeGoods('rakuten');
    expect(await api.addToCart({ site: first.site, id: first.external_id })).toEqual({ cartNum: 1 });
    expect(await api.addToCart({ site: first.site, id: first.external_id, quantity: 2 })).toEqual({ cartNum: 1 });
    expect(await api.addToCart({ site: second.site, id: second.external_id, quantity: 5 })).toEqual({ cartNum: 2 });
    const lines = await linesOf('cart1@example.com');
    expect(lines.map((l) => [l.site, l.external_id, l.quantity])).toEqual([
      [first.site, first.external_id, 3],
      [second.site, second.external_id, 5],
    ]);
    expect(lines[0]).toMatchObject({ type: first.type, name: first.title, url: first.url, image_url: first.image_url, price_yen: first.price_yen });
    expect((await api.globalHomeInfo()).cartNum).toBe(2);
  });

  it('keeps the price up to date when the same item is added again', async () => {
    const api = apiOf(await server.verifiedShopper('cart2@example.com'));
    const item = await takeGoods();
    await api.addToCart({ site: item.site, id: item.external_id });
    await server.services.db.updateTable('goods').set({ price_yen: item.price_yen + 500 }).where('id', '=', item.id).execute();
    await api.addToCart({ site: item.site, id: item.external_id });
    expect((await linesOf('cart2@example.com'))[0]).toMatchObject({ price_yen: item.price_yen + 500, quantity: 2 });
  });

  it('takes goods of marketplaces without a goods Type (magi)', async () => {
    const api = apiOf(await server.verifiedShopper('cart3@example.com'));
    const card = await takeGoods('magi');
    expect(await api.addToCart({ site: 'magi', id: card.external_id })).toEqual({ cartNum: 1 });
    expect((await linesOf('cart3@example.com'))[0]).toMatchObject({ site: 'magi', type: null });
  });

  it(`holds at most ${constants.cart.maxQuantity} of one item`, async () => {
    const shopper = await server.verifiedShopper('cart4@example.com');
    const item = await takeGoods('amazon');
    await apiOf(shopper).addToCart({ site: item.site, id: item.external_id, quantity: 99 });
    const before = await fingerprint(server.services.db);
    const answer = await shopper.call('Sig.Front.User.AppCart.AddGoods', { site: item.site, id: item.external_id });
    expect([answer.status, answer.body.msg]).toEqual([409, `Your cart can hold at most ${constants.cart.maxQuantity} of one item.`]);
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('keeps each shopper’s cart apart', async () => {
    const item = await takeGoods();
    const mine = apiOf(await server.verifiedShopper('cart5@example.com'));
    const theirs = apiOf(await server.verifiedShopper('cart6@example.com'));
    await mine.addToCart({ site: item.site, id: item.external_id });
    expect(await theirs.addToCart({ site: item.site, id: item.external_id })).toEqual({ cartNum: 1 });
    expect((await linesOf('cart5@example.com'))[0]!.quantity).toBe(1);
    expect((await linesOf('cart6@example.com'))[0]!.quantity).toBe(1);
  });
});

describe('items that cannot go in the cart', () => {
  it('refuses unknown, sold-out, ended, auction and blocked items with a message, changing nothing', async () => {
    const shopper = await server.verifiedShopper('cart7@example.com');
    const { db } = server.services;
    const soldOut = await takeGoods();
    await db.updateTable('goods').set({ sold_out_at: Date.now() }).where('id', '=', soldOut.id).execute();
    // Yahoo's: an auction with an end time (a Mercari auction has none before its first bid, migration 0017).
    const ended = await takeGoods('yahoo');
    await db.updateTable('goods').set({ listing_type: 'auction', ends_at: Date.now() - 60_000 }).where('id', '=', ended.id).execute();
    const auction = await takeGoods('yahoo');
    await db.updateTable('goods').set({ listing_type: 'auction', ends_at: Date.now() + 86_400_000 }).where('id', '=', auction.id).execute();
    const blocked = await takeGoods();
    await db.updateTable('goods').set({ blocked_at: Date.now() }).where('id', '=', blocked.id).execute();
    // A seller of its own, so that blocking it blocks none of the items above.
    const blockedSeller = await takeGoods(undefined, [soldOut, ended, auction, blocked].map((g) => g.seller_id));
    await db.updateTable('sellers').set({ blocked_at: Date.now() }).where('id', '=', blockedSeller.seller_id).execute();

    const before = await fingerprint(db);
    for (const [item, status, msg] of [
      [{ site: soldOut.site, id: 'no-such-item' }, 404, 'This item was not found. It may have been removed from the marketplace.'],
      [{ site: soldOut.site, id: soldOut.external_id }, 409, 'This item is sold out.'],
      [{ site: ended.site, id: ended.external_id }, 409, 'This item is sold out.'],
      [{ site: auction.site, id: auction.external_id }, 409, 'Auction items are bought by bidding, not through the cart.'],
      [{ site: blocked.site, id: blocked.external_id }, 409, 'We cannot buy this item for you.'],
      [{ site: blockedSeller.site, id: blockedSeller.external_id }, 409, 'We cannot buy this item for you.'],
    ] as const) {
      const answer = await shopper.call('Sig.Front.User.AppCart.AddGoods', item);
      expect([item.id, answer.status, answer.body.msg]).toEqual([item.id, status, msg]);
    }
    const de = await shopper.call('Sig.Front.User.AppCart.AddGoods', { site: soldOut.site, id: soldOut.external_id }, { language: 'de' });
    expect(de.body.msg).toBe('Dieser Artikel ist ausverkauft.');
    expect(await fingerprint(db)).toBe(before);
  });

  it('needs a logged-in shopper and valid input, naming the field', async () => {
    const item = await takeGoods();
    const member = await server.verifiedShopper('cart8@example.com');
    const before = await fingerprint(server.services.db);
    const anonymous = await server.shopper().call('Sig.Front.User.AppCart.AddGoods', { site: item.site, id: item.external_id });
    expect([anonymous.status, anonymous.body.msg]).toEqual([403, 'Please log in first.']);
    for (const [params, field] of [
      [{ site: 'nowhere', id: item.external_id }, 'site'],
      [{ site: item.site, id: '' }, 'id'],
      [{ site: item.site }, 'id'],
      [{ site: item.site, id: item.external_id, quantity: 0 }, 'quantity'],
      [{ site: item.site, id: item.external_id, quantity: 100 }, 'quantity'],
      [{ site: item.site, id: item.external_id, quantity: 1.5 }, 'quantity'],
      [{ site: item.site, id: item.external_id, quantity: '2' }, 'quantity'],
    ] as const) {
      const answer = await member.call('Sig.Front.User.AppCart.AddGoods', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});
