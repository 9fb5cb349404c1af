// An item's page, shops, marketplace landing pages, category trees of every marketplace, magi's series,
// rakuten's reviews, lashinbang's other branches, recent views and the generated goods pictures — over
// HTTP, against the seeded catalog read directly for what to expect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import { type SiteId, siteIds } from '../../generated/sites';
import type { CategoryNode } from '../../generated/api/schemas';
import { translatedNames } from '../db/seed/category-names';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof createApiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient(server.shopper().transport());
});
afterAll(() => server.close());

const db = () => server.services.db;
const goodsWhere = () => db().selectFrom('goods').innerJoin('sellers', 'sellers.id', 'goods.seller_id').selectAll('goods').select(['sellers.external_id as seller_id_there', 'sellers.blocked_at as seller_blocked_at']);

describe('goods detail', () => {
  it('gives every marketplace’s items with seller, pictures and shipping', async () => {
    for (const site of siteIds) {
      const row = await goodsWhere().where('goods.site', '=', site).orderBy('goods.id').executeTakeFirstOrThrow();
      const detail = await api.goodsDetail({ site, id: row.external_id });
      expect([detail.Item.Site, detail.Item.Id, detail.Item.JPYPrice, detail.Seller.Id]).toEqual([site, row.external_id, row.price_yen, row.seller_id_there]);
      expect(detail.Images.length).toBeGreaterThan(0);
      expect(detail.Images[0]).toBe(detail.Item.ImageUrl);
      expect(detail.Description.length).toBeGreaterThan(0);
      expect(detail.ShippingPayer).toBe(row.shipping_payer);
      expect(detail.Collected).toBe(false);
    }
  });

  it('finds an item by its address or ASIN as detail links carry them', async () => {
    const rakuten = await goodsWhere().where('goods.site', '=', 'rakuten').executeTakeFirstOrThrow();
    expect((await api.goodsDetail({ site: 'rakuten', id: rakuten.url })).Item.Id).toBe(rakuten.external_id);
    const amazon = await goodsWhere().where('goods.site', '=', 'amazon').executeTakeFirstOrThrow();
    expect((await api.goodsDetail({ site: 'amazon', id: amazon.asin! })).Item.Asin).toBe(amazon.asin);
  });

  it('gives an auction its bid increment from the Yahoo! table', async () => {
    const rows = await goodsWhere().where('goods.site', '=', 'yahoo').where('goods.listing_type', '=', 'auction').orderBy('goods.price_yen').execute();
    const cheap = rows[0]!;
    const dear = rows.at(-1)!;
    const increment = (yen: number) => constants.auction.bidIncrements.filter((b) => yen >= b.fromYen).at(-1)!.yen;
    for (const row of [cheap, dear]) {
      const detail = await api.goodsDetail({ site: 'yahoo', id: row.external_id });
      expect(detail.Item.ListingType).toBe('auction');
      expect(detail.Item.BidJPYPrice).toBe(row.price_yen);
      expect(detail.BidIncrementYen).toBe(increment(row.price_yen));
    }
    expect(cheap.price_yen).toBeLessThan(1_000);
    const fixed = await goodsWhere().where('goods.listing_type', '=', 'fixed').executeTakeFirstOrThrow();
    expect((await api.goodsDetail({ site: fixed.site as SiteId, id: fixed.external_id })).BidIncrementYen).toBeNull();
  });

  it('says when the item or its seller is blocked', async () => {
    const goods = await goodsWhere().where('goods.blocked_at', 'is not', null).executeTakeFirstOrThrow();
    expect((await api.goodsDetail({ site: goods.site as SiteId, id: goods.external_id })).Blocked).toBe('goods');
    const seller = await goodsWhere().where('goods.blocked_at', 'is', null).where('sellers.blocked_at', 'is not', null).executeTakeFirstOrThrow();
    expect((await api.goodsDetail({ site: seller.site as SiteId, id: seller.external_id })).Blocked).toBe('seller');
    const fine = await goodsWhere().where('goods.blocked_at', 'is', null).where('sellers.blocked_at', 'is', null).executeTakeFirstOrThrow();
    expect((await api.goodsDetail({ site: fine.site as SiteId, id: fine.external_id })).Blocked).toBeNull();
  });

  it('warns about batteries, liquids and brand goods in the caller’s language', async () => {
    for (const risk of ['battery', 'liquid', 'brand'] as const) {
      const row = await goodsWhere().where('goods.risk', '=', risk).executeTakeFirstOrThrow();
      const en = await api.goodsDetail({ site: row.site as SiteId, id: row.external_id });
      const ja = await createApiClient(server.shopper().transport('ja')).goodsDetail({ site: row.site as SiteId, id: row.external_id });
      expect(en.RiskNotice!.NoteList.length).toBeGreaterThan(0);
      expect(ja.RiskNotice!.Title).not.toBe(en.RiskNotice!.Title);
    }
    const safe = await goodsWhere().where('goods.risk', 'is', null).executeTakeFirstOrThrow();
    expect((await api.goodsDetail({ site: safe.site as SiteId, id: safe.external_id })).RiskNotice).toBeNull();
  });

  it('names the category with the marketplace’s own id, searchable as such', async () => {
    const row = await goodsWhere().where('goods.site', '=', 'mercari').where('goods.category_id', 'is not', null).executeTakeFirstOrThrow();
    const detail = await createApiClient(server.shopper().transport('ja')).goodsDetail({ site: 'mercari', id: row.external_id });
    expect(detail.CategoryName).toBeTruthy();
    const found = await api.search({ site: 'mercari', category: detail.CategoryId!, pageSize: 60 });
    expect(found.total).toBeGreaterThan(0);
  });

  it('tells a shopper whether they saved the item', async () => {
    const row = await goodsWhere().where('goods.blocked_at', 'is', null).executeTakeFirstOrThrow();
    const shopper = createApiClient((await server.verifiedShopper('saver@example.com')).transport());
    const ref = { site: row.site as SiteId, id: row.external_id };
    expect((await shopper.goodsDetail(ref)).Collected).toBe(false);
    await shopper.collectGoods(ref);
    expect((await shopper.goodsDetail(ref)).Collected).toBe(true);
    expect((await api.goodsDetail(ref)).Collected).toBe(false);
  });

  it('answers 404 for an unknown item and 400 naming a bad field', async () => {
    const shopper = server.shopper();
    expect((await shopper.call('Sig.Front.SubSite.App.GoodsDetail', { site: 'mercari', id: 'm00000000000' })).status).toBe(404);
    for (const [params, field] of [
      [{ site: 'ebay', id: 'x' }, 'site'],
      [{ site: 'mercari', id: '' }, 'id'],
      [{ site: 'mercari', id: 'x'.repeat(301) }, 'id'],
      [{ id: 'x' }, 'site'],
    ] as const) {
      const answer = await shopper.call('Sig.Front.SubSite.App.GoodsDetail', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
  });
});

describe('recent views', () => {
  it('keeps a device’s views, newest first, once each, and shows them on the home page', async () => {
    const rows = await goodsWhere().orderBy('goods.id').limit(3).execute();
    const shopper = server.shopper();
    const visitor = createApiClient(shopper.transport());
    for (const row of [rows[0]!, rows[1]!, rows[2]!, rows[0]!]) await visitor.goodsDetail({ site: row.site as SiteId, id: row.external_id });
    const home = await visitor.globalHomeInfo();
    expect(home.userViewLog.Data.map((g) => g.Id)).toEqual([rows[0]!.external_id, rows[2]!.external_id, rows[1]!.external_id]);
    // Another device has its own.
    expect((await createApiClient(server.shopper().transport()).globalHomeInfo()).userViewLog.Data).toEqual([]);
  });

  it('keeps a logged-in shopper’s under their account, up to the cap', async () => {
    const shopper = await server.verifiedShopper('viewer@example.com');
    const me = createApiClient(shopper.transport());
    const rows = await goodsWhere().orderBy('goods.id').limit(constants.catalog.recentViewsMax + 5).execute();
    for (const row of rows) await me.goodsDetail({ site: row.site as SiteId, id: row.external_id });
    const { id } = await db().selectFrom('users').select('id').where('email', '=', 'viewer@example.com').executeTakeFirstOrThrow();
    const kept = await db().selectFrom('recent_views').select('goods_id').where('viewer', '=', `u:${id}`).execute();
    expect(kept).toHaveLength(constants.catalog.recentViewsMax);
    const home = await me.globalHomeInfo();
    expect(home.userViewLog.Data).toHaveLength(constants.home.viewLog);
    expect(home.userViewLog.Data[0]!.Id).toBe(rows.at(-1)!.external_id);
  });
});

describe('shops and sellers', () => {
  it('gives a shop and its goods, sorted and paged', async () => {
    const seller = await db().selectFrom('sellers').selectAll().where('site', '=', 'rakuten').orderBy('item_count', 'desc').executeTakeFirstOrThrow();
    const shop = await api.shopGoods({ site: 'rakuten', sellerId: seller.external_id, sort: 'priceAsc' });
    expect([shop.seller.Id, shop.seller.IsOfficial, shop.total]).toEqual([seller.external_id, true, seller.item_count]);
    // Rakuten shops carry their shop code for the ?shopCode= of their links (spec §2).
    expect(seller.shop_code).toBeTruthy();
    expect(shop.seller.ShopCode).toBe(seller.shop_code);
    expect(shop.items.every((g) => g.SellerId === seller.external_id)).toBe(true);
    const prices = shop.items.map((g) => g.JPYPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(shop.pageSize).toBe(constants.catalog.shopPageSize);
    const second = await api.shopGoods({ site: 'rakuten', sellerId: seller.external_id, sort: 'priceAsc', page: 2 });
    expect(second.items[0]?.JPYPrice ?? Infinity).toBeGreaterThanOrEqual(prices.at(-1)!);
  });

  it('answers 404 for an unknown shop and 400 for a bad one', async () => {
    const shopper = server.shopper();
    expect((await shopper.call('Sig.Front.SubSite.App.ShopGoods', { site: 'rakuten', sellerId: 'nobody' })).status).toBe(404);
    const bad = await shopper.call('Sig.Front.SubSite.App.ShopGoods', { site: 'rakuten', sellerId: 'x'.repeat(101) });
    expect([bad.status, bad.body.field]).toEqual([400, 'sellerId']);
  });

  it('lists a marketplace’s shops largest first, official ones alone when asked', async () => {
    const all = await api.sellerShops({ site: 'mercari' });
    const counts = all.items.map((s) => s.ItemCount!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(all.total).toBeGreaterThan(all.items.length);
    const official = await api.sellerShops({ site: 'mercari', official: true });
    expect(official.items.length).toBeGreaterThan(0);
    expect(official.items.every((s) => s.IsOfficial)).toBe(true);
    const people = await api.sellerShops({ site: 'mercari', official: false, page: 2 });
    expect(people.items.every((s) => !s.IsOfficial)).toBe(true);
    const bad = await server.shopper().call('Sig.Front.SubSite.App.SellerShops', { site: 'mercari', page: 501 });
    expect([bad.status, bad.body.field]).toEqual([400, 'page']);
  });

  it('fills a marketplace’s landing page', async () => {
    const mercari = await api.siteHome({ site: 'mercari' });
    expect(mercari.featured.length).toBeGreaterThan(0);
    expect(mercari.featured[0]!.DiscountRate).toBeGreaterThan(0);
    expect(mercari.newest.every((g) => g.Site === 'mercari' && !g.IsSoldOut)).toBe(true);
    const times = mercari.newest.map((g) => g.Id);
    expect(new Set(times).size).toBe(times.length);
    expect(mercari.shops.length).toBeLessThanOrEqual(constants.catalog.siteHome.shops);
    const yahoo = await api.siteHome({ site: 'yahoo' });
    const ends = yahoo.endingSoon.map((g) => Date.parse(g.EndTime!));
    expect(ends.length).toBeGreaterThan(0);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect((await api.siteHome({ site: 'minne' })).endingSoon).toEqual([]);
    expect((await server.shopper().call('Sig.Front.SubSite.App.SiteHome', { site: 'zozo' })).status).toBe(400);
  });
});

describe('marketplace extras', () => {
  it('gives every marketplace a category tree, ids in its own field', async () => {
    const fields = { rakuma: 'FrilCat', paypay: 'PaypayFleaMarketCat', market: 'MerchantCat', surugaya: 'SurugayaCat', rakuten: 'RakutenCat', amazon: 'Cat' } as const;
    for (const [site, field] of Object.entries(fields)) {
      const { categories } = await api.siteCategories({ site: site as SiteId });
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.every((c) => typeof c[field] === 'string' && /^\d{1,9}$/.test(c[field] as string))).toBe(true);
    }
    const ja = await createApiClient(server.shopper().transport('ja')).siteCategories({ site: 'rakuma' });
    expect(ja.categories[0]!.Name).toBe('レディースファッション');
    expect((await server.shopper().call('Sig.Front.SubSite.App.Categories', { site: 'nowhere' })).status).toBe(400);
  });

  it('names every node of every marketplace’s tree in German and Arabic, as the seed translates it', async () => {
    const flat = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flat(n.List ?? [])]);
    for (const site of siteIds) {
      const english = flat((await api.siteCategories({ site })).categories);
      const german = flat((await createApiClient(server.shopper().transport('de')).siteCategories({ site })).categories);
      const arabic = flat((await createApiClient(server.shopper().transport('ar')).siteCategories({ site })).categories);
      expect(english.length).toBeGreaterThan(0);
      expect(german.map((n) => n.Name)).toEqual(english.map((n) => translatedNames(n.Name).de));
      expect(arabic.map((n) => n.Name)).toEqual(english.map((n) => translatedNames(n.Name).ar));
      // Not English under another label: every Arabic name is in Arabic script.
      expect(arabic.filter((n) => !/\p{Script=Arabic}/u.test(n.Name))).toEqual([]);
    }
    const german = (await createApiClient(server.shopper().transport('de')).siteCategories({ site: 'mercari' })).categories;
    expect(german.map((n) => n.Name)).toContain('Damen');
  });

  it('lists magi’s card series with their counts', async () => {
    const { series } = await api.magiSeries();
    const rows = await db().selectFrom('goods').select(['series']).where('site', '=', 'magi').where('series', 'is not', null).execute();
    expect(series.length).toBeGreaterThan(0);
    for (const s of series) expect(s.count).toBe(rows.filter((r) => r.series === s.id).length);
    expect(series.reduce((n, s) => n + s.count, 0)).toBe(rows.length);
  });

  it('gives a rakuten item’s reviews with their average', async () => {
    const reviewed = await db()
      .selectFrom('goods_reviews')
      .innerJoin('goods', 'goods.id', 'goods_reviews.goods_id')
      .select(['goods.external_id', 'goods.url', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.avg<number>('goods_reviews.rating').as('avg')])
      .groupBy(['goods.external_id', 'goods.url'])
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const answer = await api.rakutenComments({ id: reviewed.external_id });
    expect(answer.count).toBe(Number(reviewed.n));
    expect(answer.average).toBeCloseTo(Number(reviewed.avg), 1);
    const times = answer.items.map((r) => Date.parse(r.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await api.rakutenComments({ id: reviewed.url })).count).toBe(Number(reviewed.n));
    expect((await server.shopper().call('Sig.Front.SubSite.AppRakuten.Comments', { id: 'nope' })).status).toBe(404);
  });

  it('gives the same title at lashinbang’s other branches, cheapest first', async () => {
    const group = await db()
      .selectFrom('goods')
      .select(['product_key', (eb) => eb.fn.countAll<number>().as('n')])
      .where('site', '=', 'lashinbang')
      .groupBy('product_key')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .executeTakeFirstOrThrow();
    const members = await goodsWhere().where('goods.product_key', '=', group.product_key).execute();
    const { items } = await api.lashinbangSameList({ id: members[0]!.external_id });
    expect(items.map((g) => g.Id).sort()).toEqual(members.slice(1).map((m) => m.external_id).sort());
    expect(items.every((g) => g.Name === members[0]!.title && g.SellerId !== members[0]!.seller_id_there)).toBe(true);
    expect((await server.shopper().call('Sig.Front.SubSite.AppLashinbang.SameList', { id: 'nope' })).status).toBe(404);
  });
});

describe('goods pictures', () => {
  it('draws each picture the same way every time, cached for a year', async () => {
    const row = await db().selectFrom('goods').innerJoin('goods_texts', 'goods_texts.goods_id', 'goods.id').select(['goods.image_url', 'goods_texts.images']).where('goods.site', '=', 'rakuten').executeTakeFirstOrThrow();
    const first = await fetch(`${server.url}${row.image_url}`);
    const again = await fetch(`${server.url}${row.image_url}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toBe(`public, max-age=${constants.catalog.imageCacheSeconds}, immutable`);
    const svg = await first.text();
    expect(svg).toMatch(/^<svg /);
    expect(await again.text()).toBe(svg);
    const images = JSON.parse(row.images) as string[];
    if (images.length > 1) expect(await (await fetch(`${server.url}${images[1]}`)).text()).not.toBe(svg);
  });

  it('answers 404 for a picture that does not exist', async () => {
    const row = await db().selectFrom('goods').innerJoin('goods_texts', 'goods_texts.goods_id', 'goods.id').select(['goods.site', 'goods.external_id', 'goods_texts.images']).executeTakeFirstOrThrow();
    const count = (JSON.parse(row.images) as string[]).length;
    for (const path of [`${row.site}/${encodeURIComponent(row.external_id)}/${count + 1}.svg`, `${row.site}/nothing/1.svg`, `ebay/x/1.svg`]) {
      expect((await fetch(`${server.url}/img/goods/${path}`)).status).toBe(404);
    }
  });
});
