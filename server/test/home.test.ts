// The home info (spec §3) and the config, from the seeded database and a shopper's own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { constants } from '../../generated/constants';
import type { SiteId } from '../../generated/sites';
import { updateRates } from '../db/rates';
import { buyableGoods } from './buyer';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const day = 86_400_000;

async function userId(email: string): Promise<number> {
  return (await server.services.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

describe('home info', () => {
  it('gives an anonymous visitor the shared lists and zero counters', async () => {
    const home = await createApiClient(server.shopper().transport()).globalHomeInfo();
    expect([home.couponNum, home.cartNum, home.user.message, home.userViewLog.Data]).toEqual([0, 0, 0, []]);
    const ids = home.currencyList.map((c) => c.Id);
    for (const id of ['USD', 'EUR', 'GBP', 'CNY', 'TWD', 'HKD', 'KRW', 'AUD', 'CAD', 'SGD', 'THB', 'MYR', 'IDR', 'PHP', 'RUB', 'TRY', 'BRL', 'PLN', 'AED', 'SAR']) {
      expect(ids).toContain(id);
    }
    expect(home.exchange).toBe(home.currencyList.find((c) => c.Id === constants.home.exchangeCurrency)!.Rate);
    expect(home.activity.length).toBeGreaterThan(0);
    expect(home.article.length).toBeGreaterThan(0);
    expect(home.advertiseConfig.show).toBe(true);
  });

  it('reads the campaigns and articles in the caller’s language, else en, saying which it is', async () => {
    // A campaign staff wrote only in English reads in English on every page.
    const { db } = server.services;
    const now = Date.now();
    const { id } = await db
      .insertInto('contents')
      .values({ kind: 'activity', code: 'english-only', picture: null, topic: null, goods_keyword: null, pinned: 0, sort: 999, published_from: now - day, published_until: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('content_texts').values({ content_id: Number(id), language: 'en', title: 'Only in English', overview: null, body: 'x', body_html: '<p>x</p>' }).execute();
    const shopper = server.shopper();
    const homeIn = (language: 'en' | 'ja' | 'ar' | 'de') => createApiClient(shopper.transport(language)).globalHomeInfo();
    const [en, ja, ar, de] = await Promise.all([homeIn('en'), homeIn('ja'), homeIn('ar'), homeIn('de')]);
    const seeded = (home: typeof en) => [...home.activity, ...home.article].filter((c) => c.code !== 'english-only');
    for (const [home, language] of [[ja, 'ja'], [ar, 'ar'], [de, 'de']] as const) {
      expect(new Set(seeded(home).map((c) => c.language))).toEqual(new Set([language]));
      expect(seeded(home).map((c) => c.title).filter((title) => seeded(en).some((c) => c.title === title))).toEqual([]);
    }
    expect(seeded(ar).filter((c) => !/[\u0600-\u06ff]/.test(c.title) || !/[\u0600-\u06ff]/.test(c.overview ?? ''))).toEqual([]);
    expect(seeded(ar).find((c) => c.code === 'two-payments')).toMatchObject({ title: 'كيف يتم الشراء عبرنا: دفعتان', language: 'ar' });
    // The page marks a fallback's text with its own language, so an RTL page lays it out left to right.
    for (const home of [ar, de]) expect(home.activity.find((c) => c.code === 'english-only')).toMatchObject({ title: 'Only in English', language: 'en' });
  });

  it("counts a shopper's own coupons, cart, unread messages and recent views — and nobody else's", async () => {
    const shopper = await server.verifiedShopper('home@example.com');
    const other = await server.verifiedShopper('neighbour@example.com');
    const id = await userId('home@example.com');
    const now = Date.now();
    const { db } = server.services;
    await db.insertInto('coupons').values([
      { user_id: id, title: 'valid', amount_yen: 300, min_spend_yen: 0, expires_at: now + day, used_at: null },
      { user_id: id, title: 'expired', amount_yen: 300, min_spend_yen: 0, expires_at: now - day, used_at: null },
      { user_id: id, title: 'used', amount_yen: 300, min_spend_yen: 0, expires_at: now + day, used_at: now },
    ]).execute();
    const item = { user_id: id, type: 1, url: 'm1', name: 'Camera', image_url: 'https://static.mercdn.net/x.jpg', price_yen: 12_000 };
    await db.insertInto('cart_items').values([{ ...item, quantity: 1, created_at: now }, { ...item, url: 'm2', quantity: 2, created_at: now }]).execute();
    await db.insertInto('messages').values([
      { user_id: id, title: 'a', body: 'a', created_at: now, read_at: null },
      { user_id: id, title: 'b', body: 'b', created_at: now, read_at: now },
    ]).execute();
    // Recent views are recorded by opening items: a sold-out one first, then one on sale.
    const sold = await db.selectFrom('goods').select(['site', 'external_id', 'price_yen']).where('sold_out_at', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const open = await db.selectFrom('goods').select(['site', 'external_id', 'price_yen']).where('sold_out_at', 'is', null).where('listing_type', '=', 'fixed').orderBy('id').executeTakeFirstOrThrow();
    const api = createApiClient(shopper.transport());
    await api.goodsDetail({ site: sold.site as SiteId, id: sold.external_id });
    await api.goodsDetail({ site: open.site as SiteId, id: open.external_id });

    const home = await api.globalHomeInfo();
    // The valid coupon above and the welcome coupon every verified account gets.
    expect([home.couponNum, home.cartNum, home.user.message]).toEqual([2, 2, 1]);
    expect(home.userViewLog.Data.map((g) => [g.Site, g.Id, g.IsSoldOut, g.JPYPrice])).toEqual([
      [open.site, open.external_id, false, open.price_yen],
      [sold.site, sold.external_id, true, sold.price_yen],
    ]);
    const theirs = await createApiClient(other.transport()).globalHomeInfo();
    expect([theirs.couponNum, theirs.cartNum, theirs.user.message, theirs.userViewLog.Data.length]).toEqual([1, 0, 0, 0]);
  });

  it('follows rate updates and ended advertisements', async () => {
    await updateRates(server.services.db, new Map([[constants.home.exchangeCurrency, 0.0512]]), Date.now());
    await server.services.db.updateTable('advertisements').set({ ends_at: Date.now() - 1 }).execute();
    const home = await createApiClient(server.shopper().transport()).globalHomeInfo();
    expect(home.exchange).toBe(0.0512);
    expect(home.advertiseConfig).toEqual({ image: null, link: null, show: false });
  });

  it('lists the hottest shared experiences first', async () => {
    const now = Date.now();
    await server.services.db.insertInto('experiences').values([
      { user_id: null, nickname: 'Lin', avatar: null, title: 'cold', description: 'd', thumbnail: null, likes: 1, created_at: now },
      { user_id: null, nickname: 'Sam', avatar: null, title: 'hot', description: 'd', thumbnail: null, likes: 50, created_at: now },
    ]).execute();
    const home = await createApiClient(server.shopper().transport()).globalHomeInfo();
    expect(home.hotShare[0]!.title).toBe('hot');
    expect(new Date(home.hotShare[0]!.time).getTime()).toBe(now);
  });
});

describe('config', () => {
  it('names the optional services in the caller’s language, else en', async () => {
    const shopper = server.shopper();
    const ja = await createApiClient(shopper.transport('ja')).config();
    const de = await createApiClient(shopper.transport('de')).config();
    expect(ja.serviceNameMap.find((s) => s.name === 'inspection')!.value).toBe('検品');
    expect(de.serviceNameMap.find((s) => s.name === 'inspection')!.value).toBe('Item inspection');
    expect(ja.serviceNameMap.map((s) => s.name)).toEqual(de.serviceNameMap.map((s) => s.name));
  });
});

describe('the shared part of the home info, kept for a few seconds', () => {
  let cached: TestServer;
  beforeAll(async () => {
    cached = await startTestServer({ sharedCacheMs: 60_000 });
  });
  afterAll(() => cached.close());

  it('serves the rails from the cache, keeps personal counters fresh, and forgets the cache when staff save content', async () => {
    const shopper = await cached.verifiedShopper('cached@example.com');
    const api = createApiClient(shopper.transport());
    const before = await api.globalHomeInfo();
    const { db } = cached.services;
    // Written behind the server's back (as another server process would): not seen within the TTL…
    await db.updateTable('content_texts').set({ title: 'Changed elsewhere' }).where('content_id', '=', before.article[0]!.id).execute();
    const id = await db.selectFrom('users').select('id').where('email', '=', 'cached@example.com').executeTakeFirstOrThrow();
    await db.insertInto('messages').values({ user_id: id.id, title: 't', body: 'b', created_at: Date.now(), read_at: null }).execute();
    const again = await api.globalHomeInfo();
    expect(again.article[0]!.title).toBe(before.article[0]!.title);
    // …while the shopper's own counters follow their rows, whose change the database reports (server/db/watch-changes.ts).
    expect(again.user.message).toBe(before.user.message + 1);
    // A change made through this process clears the cache at once.
    cached.services.cache.clear();
    expect((await api.globalHomeInfo()).article[0]!.title).toBe('Changed elsewhere');
  });

  it("keeps a shopper's own part and session only until one of their rows changes", async () => {
    const shopper = await cached.verifiedShopper('kept@example.com');
    const other = await cached.verifiedShopper('kept-other@example.com');
    const api = createApiClient(shopper.transport());
    const otherApi = createApiClient(other.transport());
    const { db } = cached.services;
    const goods = await buyableGoods(db, 2);
    const before = await api.globalHomeInfo();
    const theirs = await otherApi.globalHomeInfo();

    await api.addToCart({ site: goods[0]!.site as SiteId, id: goods[0]!.external_id });
    await api.goodsDetail({ site: goods[1]!.site as SiteId, id: goods[1]!.external_id });
    const { id } = await db.selectFrom('users').select('id').where('email', '=', 'kept@example.com').executeTakeFirstOrThrow();
    await db.insertInto('messages').values({ user_id: id, title: 't', body: 'b', created_at: Date.now(), read_at: null }).execute();
    const after = await api.globalHomeInfo();
    expect(after.cartNum).toBe(before.cartNum + 1);
    expect(after.user.message).toBe(before.user.message + 1);
    expect(after.userViewLog.Data[0]!.Id).toBe(goods[1]!.external_id);
    // Another shopper's part was not touched by any of it.
    expect(await otherApi.globalHomeInfo()).toEqual(theirs);

    // A session ended is ended at once, though the last call found it in the cache.
    expect((await api.getUserInfo()).email).toBe('kept@example.com');
    await db.deleteFrom('sessions').where('user_id', '=', id).execute();
    expect((await shopper.call('Sig.Front.User.AppUserSetting.GetUserInfo')).status).toBe(403);
  });

  it("keeps an anonymous device's recent views until it opens another item", async () => {
    const shopper = cached.shopper();
    const api = createApiClient(shopper.transport());
    const goods = await cached.services.db.selectFrom('goods').select(['site', 'external_id']).where('listing_type', '=', 'fixed').orderBy('id', 'desc').limit(2).execute();
    await api.goodsDetail({ site: goods[0]!.site as SiteId, id: goods[0]!.external_id });
    expect((await api.globalHomeInfo()).userViewLog.Data.map((g) => g.Id)).toEqual([goods[0]!.external_id]);
    await api.goodsDetail({ site: goods[1]!.site as SiteId, id: goods[1]!.external_id });
    expect((await api.globalHomeInfo()).userViewLog.Data.map((g) => g.Id)).toEqual([goods[1]!.external_id, goods[0]!.external_id]);
  });
});
