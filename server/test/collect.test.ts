// Collections of goods and sellers over HTTP, on the seeded catalog: idempotent adds, 404s for what is
// not there, counts after every change, pages newest first, and each shopper's own lists only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import type { SiteId } from '../../generated/sites';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';
import type { Shopper } from './shopper';

let server: TestServer;
let alice: Shopper;
let bob: Shopper;
beforeAll(async () => {
  server = await startTestServer();
  alice = await server.verifiedShopper('alice@example.com');
  bob = await server.verifiedShopper('bob@example.com');
});
afterAll(() => server.close());

const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());

// Each test takes goods and sellers no other test has used.
let lastGoods = 0;
async function takeGoods(n: number) {
  const rows = await server.services.db
    .selectFrom('goods')
    .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
    .select(['goods.id', 'goods.site', 'goods.external_id', 'goods.title', 'goods.price_yen', 'sellers.external_id as seller'])
    .where('goods.id', '>', lastGoods)
    .orderBy('goods.id')
    .limit(n)
    .execute();
  expect(rows).toHaveLength(n);
  lastGoods = rows.at(-1)!.id;
  return rows.map((r) => ({ ...r, site: r.site as SiteId }));
}
let lastSeller = 0;
async function takeSellers(n: number) {
  const rows = await server.services.db.selectFrom('sellers').select(['id', 'site', 'external_id', 'name']).where('id', '>', lastSeller).orderBy('id').limit(n).execute();
  expect(rows).toHaveLength(n);
  lastSeller = rows.at(-1)!.id;
  return rows.map((r) => ({ ...r, site: r.site as SiteId }));
}

describe('collected goods', () => {
  it('adds once, lists the catalog’s row, removes, and answers the counts each time', async () => {
    const api = apiOf(await server.verifiedShopper('goods1@example.com'));
    const [item] = await takeGoods(1);
    expect(await api.collectGoods({ site: item!.site, id: item!.external_id })).toEqual({ goods: 1, sellers: 0 });
    expect(await api.collectGoods({ site: item!.site, id: item!.external_id })).toEqual({ goods: 1, sellers: 0 });
    const list = await api.collectedGoods({});
    expect([list.total, list.page, list.pageSize]).toEqual([1, 1, constants.collections.pageSize]);
    expect(list.items[0]).toMatchObject({ Site: item!.site, Id: item!.external_id, Name: item!.title, JPYPrice: item!.price_yen, SellerId: item!.seller });
    expect(await api.collectCounts()).toEqual({ goods: 1, sellers: 0 });
    expect((await api.goodsDetail({ site: item!.site, id: item!.external_id })).Collected).toBe(true);
    expect(await api.uncollectGoods({ site: item!.site, id: item!.external_id })).toEqual({ goods: 0, sellers: 0 });
    expect((await api.collectedGoods({})).items).toEqual([]);
    expect((await api.goodsDetail({ site: item!.site, id: item!.external_id })).Collected).toBe(false);
  });

  it('lists newest first, a page at a time; adding again does not move an item', async () => {
    const api = apiOf(await server.verifiedShopper('goods2@example.com'));
    const { pageSize } = constants.collections;
    const goods = await takeGoods(pageSize + 3);
    for (const g of goods) await api.collectGoods({ site: g.site, id: g.external_id });
    await api.collectGoods({ site: goods[0]!.site, id: goods[0]!.external_id });
    const first = await api.collectedGoods({ page: 1 });
    const second = await api.collectedGoods({ page: 2 });
    expect([first.total, first.items.length, second.items.length]).toEqual([pageSize + 3, pageSize, 3]);
    const ids = [...first.items, ...second.items].map((i) => i.Id);
    expect(ids).toEqual(goods.map((g) => g.external_id).reverse());
    expect((await api.collectedGoods({ page: 3 })).items).toEqual([]);
  });

  it('refuses unknown goods and goods not collected, with a message, changing nothing', async () => {
    const shopper = await server.verifiedShopper('goods3@example.com');
    const [item] = await takeGoods(1);
    const before = await fingerprint(server.services.db);
    const otherSite = item!.site === 'yahoo' ? 'mercari' : 'yahoo';
    for (const params of [{ site: item!.site, id: 'no-such-item' }, { site: otherSite, id: item!.external_id }]) {
      const answer = await shopper.call('Sig.Front.User.AppCollect.AddGoods', params);
      expect([answer.status, answer.body.msg]).toEqual([404, 'This item was not found. It may have been removed from the marketplace.']);
    }
    const missing = await shopper.call('Sig.Front.User.AppCollect.RemoveGoods', { site: item!.site, id: item!.external_id });
    expect([missing.status, missing.body.msg]).toEqual([404, 'This item is not in your collection.']);
    const ja = await shopper.call('Sig.Front.User.AppCollect.RemoveGoods', { site: item!.site, id: item!.external_id }, { language: 'ja' });
    expect(ja.body.msg).toBe('この商品はお気に入りに登録されていません。');
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('drops an item the catalog no longer has from the list and the counts', async () => {
    const api = apiOf(await server.verifiedShopper('goods4@example.com'));
    const [kept, gone] = await takeGoods(2);
    await api.collectGoods({ site: kept!.site, id: kept!.external_id });
    await api.collectGoods({ site: gone!.site, id: gone!.external_id });
    await server.services.db.deleteFrom('goods').where('id', '=', gone!.id).execute();
    expect(await api.collectCounts()).toEqual({ goods: 1, sellers: 0 });
    expect((await api.collectedGoods({})).items.map((i) => i.Id)).toEqual([kept!.external_id]);
  });
});

describe('collected sellers', () => {
  it('adds once, lists the sellers, removes, and answers the counts each time', async () => {
    const api = apiOf(await server.verifiedShopper('sellers1@example.com'));
    const [first, second] = await takeSellers(2);
    expect(await api.collectSeller({ site: first!.site, sellerId: first!.external_id })).toEqual({ goods: 0, sellers: 1 });
    expect(await api.collectSeller({ site: first!.site, sellerId: first!.external_id })).toEqual({ goods: 0, sellers: 1 });
    expect(await api.collectSeller({ site: second!.site, sellerId: second!.external_id })).toEqual({ goods: 0, sellers: 2 });
    const list = await api.collectedSellers({});
    expect(list.total).toBe(2);
    expect(list.items.map((s) => [s.Site, s.Id, s.Name])).toEqual([
      [second!.site, second!.external_id, second!.name],
      [first!.site, first!.external_id, first!.name],
    ]);
    expect(list.items[0]).toHaveProperty('IsOfficial');
    expect(await api.uncollectSeller({ site: first!.site, sellerId: first!.external_id })).toEqual({ goods: 0, sellers: 1 });
  });

  it('tells the shop page whether the logged-in shopper saved that seller', async () => {
    const api = apiOf(await server.verifiedShopper('sellers-shop@example.com'));
    const [seller] = await takeSellers(1);
    const shop = { site: seller!.site as 'mercari', sellerId: seller!.external_id };
    expect((await api.shopGoods(shop)).collected).toBe(false);
    await api.collectSeller(shop);
    expect((await api.shopGoods(shop)).collected).toBe(true);
    await api.uncollectSeller(shop);
    expect((await api.shopGoods(shop)).collected).toBe(false);
  });

  it('refuses unknown sellers and sellers not collected, changing nothing', async () => {
    const shopper = await server.verifiedShopper('sellers2@example.com');
    const [seller] = await takeSellers(1);
    const before = await fingerprint(server.services.db);
    const unknown = await shopper.call('Sig.Front.User.AppCollect.AddSeller', { site: seller!.site, sellerId: 'no-such-seller' });
    expect([unknown.status, unknown.body.msg]).toEqual([404, 'This seller was not found.']);
    const missing = await shopper.call('Sig.Front.User.AppCollect.RemoveSeller', { site: seller!.site, sellerId: seller!.external_id });
    expect([missing.status, missing.body.msg]).toEqual([404, 'This seller is not in your collection.']);
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});

describe('whose collections', () => {
  it('keeps each shopper’s own: another cannot see or remove them', async () => {
    const [item] = await takeGoods(1);
    const [seller] = await takeSellers(1);
    const mine = apiOf(alice);
    await mine.collectGoods({ site: item!.site, id: item!.external_id });
    await mine.collectSeller({ site: seller!.site, sellerId: seller!.external_id });

    const theirs = apiOf(bob);
    expect(await theirs.collectCounts()).toEqual({ goods: 0, sellers: 0 });
    expect((await theirs.collectedGoods({})).total).toBe(0);
    expect((await theirs.collectedSellers({})).total).toBe(0);
    const before = await fingerprint(server.services.db);
    expect((await bob.call('Sig.Front.User.AppCollect.RemoveGoods', { site: item!.site, id: item!.external_id })).status).toBe(404);
    expect((await bob.call('Sig.Front.User.AppCollect.RemoveSeller', { site: seller!.site, sellerId: seller!.external_id })).status).toBe(404);
    expect(await fingerprint(server.services.db)).toBe(before);
    expect(await mine.collectCounts()).toEqual({ goods: 1, sellers: 1 });

    // Both may collect the same item.
    expect(await theirs.collectGoods({ site: item!.site, id: item!.external_id })).toEqual({ goods: 1, sellers: 0 });
    expect(await mine.collectCounts()).toEqual({ goods: 1, sellers: 1 });
  });

  it('goes with the account when it is deleted', async () => {
    const api = apiOf(await server.verifiedShopper('goods5@example.com'));
    const [item] = await takeGoods(1);
    await api.collectGoods({ site: item!.site, id: item!.external_id });
    const { db } = server.services;
    await db.deleteFrom('users').where('email', '=', 'goods5@example.com').execute();
    const left = await db.selectFrom('collected_goods').select('id').where('site', '=', item!.site).where('external_id', '=', item!.external_id).execute();
    expect(left).toEqual([]);
  });
});

describe('refused calls', () => {
  const operations = [
    ['Sig.Front.User.AppCollect.GoodsList', {}],
    ['Sig.Front.User.AppCollect.AddGoods', { site: 'mercari', id: 'm1' }],
    ['Sig.Front.User.AppCollect.RemoveGoods', { site: 'mercari', id: 'm1' }],
    ['Sig.Front.User.AppCollect.SellerList', {}],
    ['Sig.Front.User.AppCollect.AddSeller', { site: 'mercari', sellerId: 's1' }],
    ['Sig.Front.User.AppCollect.RemoveSeller', { site: 'mercari', sellerId: 's1' }],
    ['Sig.Front.User.AppCollect.Counts', {}],
  ] as const;

  it('needs a logged-in shopper', async () => {
    const before = await fingerprint(server.services.db);
    for (const [name, params] of operations) {
      const answer = await server.shopper().call(name, params);
      expect([name, answer.status, answer.body.msg]).toEqual([name, 403, 'Please log in first.']);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });

  it('refuses invalid input, naming the field', async () => {
    const before = await fingerprint(server.services.db);
    for (const [name, params, field] of [
      ['Sig.Front.User.AppCollect.AddGoods', { site: 'nowhere', id: 'm1' }, 'site'],
      ['Sig.Front.User.AppCollect.AddGoods', { site: 'mercari', id: '' }, 'id'],
      ['Sig.Front.User.AppCollect.AddGoods', { site: 'mercari', id: 'x'.repeat(301) }, 'id'],
      ['Sig.Front.User.AppCollect.AddGoods', { site: 'mercari' }, 'id'],
      ['Sig.Front.User.AppCollect.RemoveGoods', { site: 1, id: 'm1' }, 'site'],
      ['Sig.Front.User.AppCollect.AddSeller', { site: 'mercari', sellerId: '' }, 'sellerId'],
      ['Sig.Front.User.AppCollect.RemoveSeller', { site: 'mercari', sellerId: 'x'.repeat(101) }, 'sellerId'],
      ['Sig.Front.User.AppCollect.GoodsList', { page: 0 }, 'page'],
      ['Sig.Front.User.AppCollect.SellerList', { page: 501 }, 'page'],
      ['Sig.Front.User.AppCollect.GoodsList', { page: 'two' }, 'page'],
    ] as const) {
      const answer = await alice.call(name, params);
      expect([name, answer.status, answer.body.field]).toEqual([name, 400, field]);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});
