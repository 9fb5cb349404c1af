// A server started with RAKUTEN_APPLICATION_ID and RAKUTEN_API_BASE pointing at the local replica serves
// Rakuten from it: search, counts, shop and item pages come from the provider; a refused key shows in /healthz.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { type RakutenReplica, startRakutenReplica } from '../sources/replicas/rakuten-ichiba';
import { type TestServer, startTestServer } from './harness';

let replica: RakutenReplica;
let server: TestServer;
beforeAll(async () => {
  replica = await startRakutenReplica(['good-id']);
  server = await startTestServer({}, undefined, undefined, undefined, undefined, { NODE_ENV: 'test', RAKUTEN_APPLICATION_ID: 'good-id', RAKUTEN_API_BASE: replica.base });
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
    const refused = await startTestServer({}, undefined, undefined, undefined, undefined, { NODE_ENV: 'test', RAKUTEN_APPLICATION_ID: 'revoked', RAKUTEN_API_BASE: replica.base });
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
