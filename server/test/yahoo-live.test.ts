// A server started with YAHOO_SHOPPING_APPID and YAHOO_SHOPPING_API_BASE pointing at the local replica serves
// Yahoo! Shopping's goods from it (search, counts, item, store and the genre tree) while Yahoo! Auctions stay
// with the local catalog, bids and the market simulator included; a refused Client ID shows in /healthz.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { defaultSimulatorSeed, idWithRival } from '../auctions/rival';
import { type YahooShoppingReplica, startYahooShoppingReplica } from '../sources/replicas/yahoo-shopping';
import { fund, makeAuction } from './auction-fixtures';
import { apiOf } from './checkout-fixtures';
import type { TestServer } from './harness';
import { startLiveServer } from './live-server';

let replica: YahooShoppingReplica;
let server: TestServer;
beforeAll(async () => {
  replica = await startYahooShoppingReplica(['good-appid']);
  server = await startLiveServer('yahoo', { appid: 'good-appid' }, replica.base, { marketSimulator: { enabled: true, seed: defaultSimulatorSeed } });
});
afterAll(async () => {
  await server.close();
  await replica.close();
});

const NABE = 'https://store.shopping.yahoo.co.jp/ys-kitchen/nabe-20.html';
const key = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;

describe('Yahoo! Shopping served live beside local Yahoo! Auctions', () => {
  it('searches the provider for Shopping goods, with its count among the other marketplaces', async () => {
    const api = createApiClient(server.shopper().transport());
    const yahoo = await api.search({ keyword: '片手鍋', site: 'yahoo' });
    expect(yahoo.items.map((i) => [i.Id, i.JPYPrice, i.ListingType])).toEqual([[NABE, 2980, 'fixed']]);
    const all = await api.search({ keyword: '片手鍋' });
    expect(all.siteCounts.find((c) => c.site === 'yahoo')?.count).toBe(1);
    expect(replica.calls).toContain('ShoppingWebService/V3/itemSearch');
  });

  it('keeps auctions with the local catalog: an auction search asks no provider, a keyword search merges both', async () => {
    const api = createApiClient(server.shopper().transport());
    const calls = replica.calls.length;
    const auctions = await api.search({ keyword: 'カメラ', site: 'yahoo', listing: 'auction' });
    expect(auctions.total).toBeGreaterThan(0);
    expect(auctions.items.every((i) => i.ListingType === 'auction' && !i.Id.startsWith('https://'))).toBe(true);
    expect(replica.calls.length).toBe(calls);
    // The catalog's own Shopping stand-ins are not listed beside the provider's goods.
    const fixed = await api.search({ keyword: 'カメラ', site: 'yahoo', listing: 'fixed' });
    expect(fixed.total).toBe(0);
    // Both parts' counts add up; their goods merge in the order asked.
    const local = await api.search({ keyword: 'ステンレス', site: 'yahoo', listing: 'auction' });
    const both = await api.search({ keyword: 'ステンレス', site: 'yahoo', sort: 'priceAsc', pageSize: 50 });
    expect(both.total).toBe(local.total + 2);
    expect(both.items.filter((i) => i.Id.startsWith('https://store.shopping.yahoo.co.jp/')).map((i) => i.JPYPrice)).toEqual([2980, 3980]);
    const prices = both.items.map((i) => i.JPYPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('opens a Shopping item page and a store page from the provider', async () => {
    const api = createApiClient(server.shopper().transport());
    const detail = await api.goodsDetail({ site: 'yahoo', id: NABE });
    expect([detail.Item.Name, detail.Item.JPYPrice, detail.Seller.Name]).toEqual(['片手鍋 20cm ステンレス IH対応', 2980, 'YSキッチン']);
    expect(replica.calls).toContain('ShoppingWebService/V1/json/itemLookup');
    const store = await api.shopGoods({ site: 'yahoo', sellerId: 'ys-kitchen', sort: 'priceAsc' });
    expect(store.items.map((i) => i.JPYPrice)).toEqual([2980, 3980]);
  });

  it('shows the Shopping genre tree', async () => {
    const api = createApiClient(server.shopper().transport());
    expect(await api.getFirstNav()).toEqual([{ cat: '2508', name: 'キッチン、日用品、文具' }, { cat: '2511', name: '楽器、手芸、コレクション' }]);
    const genre = await api.search({ site: 'yahoo', category: 2508 });
    expect(genre.items.map((i) => i.JPYPrice).sort()).toEqual([2980, 3980]);
  });

  it('serves an auction page from the catalog and takes bids on it, the market simulator still sending its rival', async () => {
    const priceYen = 3000;
    const id = idWithRival(defaultSimulatorSeed, 'yahoo', priceYen, 130, 5_000_000 + (Date.now() % 1_000_000));
    await makeAuction(server.services.db, { site: 'yahoo', externalId: id, priceYen });
    const shopper = await server.verifiedShopper('yahoo-live@example.com');
    const user = await server.services.db.selectFrom('users').select('id').where('email', '=', 'yahoo-live@example.com').executeTakeFirstOrThrow();
    await fund(server.services.db, server.services.dialect, user.id, 100_000);
    const api = apiOf(shopper);
    const calls = replica.calls.length;
    const detail = await api.goodsDetail({ site: 'yahoo', id });
    expect([detail.Item.Id, detail.Item.ListingType]).toEqual([id, 'auction']);
    const bid = await api.placeBid({ site: 'yahoo', id, maxYen: priceYen, idempotencyKey: key() });
    expect(bid.outcome).toBe('outbid');
    expect(replica.calls.length).toBe(calls);
  });

  it('a search still answers when Yahoo! Shopping does not, with its auctions and Yahoo! named; its goods alone fail', async () => {
    const api = createApiClient(server.shopper().transport());
    replica.refuse('maintenance');
    try {
      // A word no earlier test searched: the registry's answer cache would answer an earlier search of it.
      const all = await api.search({ keyword: '鍋' });
      expect(all.unavailable).toEqual(['yahoo']);
      expect(all.items.some((i) => i.Site === 'yahoo' && i.ListingType === 'auction')).toBe(true);
      const yahoo = await api.search({ keyword: '鍋', site: 'yahoo' });
      expect(yahoo.unavailable).toEqual(['yahoo']);
      expect(yahoo.total).toBeGreaterThan(0);
      expect(yahoo.items.every((i) => i.ListingType === 'auction')).toBe(true);
      await expect(api.search({ keyword: 'ギター', site: 'yahoo', listing: 'fixed' })).rejects.toThrow();
      // An auction search needs no provider.
      expect((await api.search({ keyword: 'カメラ', site: 'yahoo', listing: 'auction' })).total).toBeGreaterThan(0);
    } finally {
      replica.refuse(null);
    }
  });

  it('names a refused Client ID in /healthz', async () => {
    const refused = await startLiveServer('yahoo', { appid: 'revoked' }, replica.base);
    try {
      expect(await (await fetch(`${refused.url}/healthz`)).json()).toEqual({ status: 'ok' });
      const api = createApiClient(refused.shopper().transport());
      await expect(api.search({ keyword: '鍋', site: 'yahoo', listing: 'fixed' })).rejects.toThrow();
      const health = (await (await fetch(`${refused.url}/healthz`)).json()) as { status: string; details: { refusedKeys: { site: string; reason: string }[] } };
      expect(health.status).toBe('degraded');
      expect(health.details.refusedKeys).toEqual([{ site: 'yahoo', reason: expect.stringContaining('Your Request was Forbidden') }]);
    } finally {
      await refused.close();
    }
  });
});
