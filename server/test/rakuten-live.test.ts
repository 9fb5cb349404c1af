// A server started with RAKUTEN_APPLICATION_ID and RAKUTEN_API_BASE pointing at the local replica serves
// Rakuten from it: search, counts, shop and item pages come from the provider; a refused key shows in /healthz.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { type RakutenReplica, startRakutenReplica } from '../sources/replicas/rakuten-ichiba';
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

const KNIFE = 'https://item.rakuten.co.jp/rw-kitchen/knife-210/';

describe('Rakuten served live', () => {
  it('searches the provider, with its count among the other marketplaces', async () => {
    const api = createApiClient(server.shopper().transport());
    const rakuten = await api.search({ keyword: '包丁', site: 'rakuten' });
    expect(rakuten.items.map((i) => [i.Id, i.JPYPrice])).toEqual([[KNIFE, 4980]]);
    const all = await api.search({ keyword: '包丁' });
    expect(all.siteCounts.find((c) => c.site === 'rakuten')?.count).toBe(1);
    expect(replica.calls.every((c) => c === 'IchibaItem/Search/20220601')).toBe(true);
  });

  it('opens the item page and the shop page from the provider', async () => {
    const api = createApiClient(server.shopper().transport());
    const detail = await api.goodsDetail({ site: 'rakuten', id: KNIFE });
    expect([detail.Item.Name, detail.Item.JPYPrice, detail.Seller.Name]).toEqual(['三徳包丁 210mm ステンレス', 4980, 'RWキッチン館']);
    const shop = await api.shopGoods({ site: 'rakuten', sellerId: 'rw-kitchen', sort: 'priceAsc' });
    expect(shop.items.map((i) => i.JPYPrice)).toEqual([3280, 4980]);
  });

  it('lists the provider’s genres with a second level, named in the shopper’s language where our table knows the genre', async () => {
    const api = createApiClient(server.shopper().transport('zhCn'));
    replica.calls.length = 0;
    const { categories } = await api.siteCategories({ site: 'rakuten' });
    // Kitchen (558944) is one of the seed's rakuten genres: our Chinese name; its children are Rakuten's own.
    expect(categories.map((c) => [c.RakutenCat, c.Name, (c.List ?? []).map((child) => [child.RakutenCat, child.Name])])).toEqual([
      ['558944', '厨房/家居', [['201972', '包丁'], ['201973', 'フライパン']]],
      ['215783', '日用品雑貨・文房具・手芸', []],
    ]);
    // One call for the top level and one for children: the spec's one call a second is all an answer takes.
    expect(replica.calls).toEqual(['IchibaGenre/Search/20170711', 'IchibaGenre/Search/20170711']);
    const next = await createApiClient(server.shopper().transport('en')).siteCategories({ site: 'rakuten' });
    expect(next.categories[1]?.List?.map((child) => child.Name)).toEqual(['筆記具']);
    expect(replica.calls).toHaveLength(3);
    const knives = await api.search({ site: 'rakuten', category: 201972 });
    expect(knives.items.map((i) => i.Id)).toEqual([KNIFE]);
  });

  it('a search over every marketplace still answers when Rakuten does not, naming it; Rakuten alone fails', async () => {
    const api = createApiClient(server.shopper().transport());
    replica.refuse('maintenance');
    try {
      const all = await api.search({ keyword: 'カメラ' });
      expect(all.unavailable).toEqual(['rakuten']);
      expect(all.items.length).toBeGreaterThan(0);
      expect(all.items.every((i) => i.Site !== 'rakuten')).toBe(true);
      await expect(api.search({ keyword: 'カメラ', site: 'rakuten' })).rejects.toThrow();
    } finally {
      replica.refuse(null);
    }
    expect((await api.search({ keyword: '包丁' })).unavailable).toBeUndefined();
  });

  it('names a refused key in /healthz', async () => {
    const refused = await startLiveServer('rakuten', { applicationId: 'revoked' }, replica.base);
    try {
      expect(await (await fetch(`${refused.url}/healthz`)).json()).toEqual({ status: 'ok' });
      const api = createApiClient(refused.shopper().transport());
      await expect(api.search({ keyword: '包丁', site: 'rakuten' })).rejects.toThrow();
      const health = (await (await fetch(`${refused.url}/healthz`)).json()) as { status: string; details: { refusedKeys: { site: string; reason: string }[] } };
      expect(health.status).toBe('degraded');
      expect(health.details.refusedKeys).toEqual([{ site: 'rakuten', reason: expect.stringContaining('specify valid applicationId') }]);
    } finally {
      await refused.close();
    }
  });
});
