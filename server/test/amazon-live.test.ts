// A server started with Amazon's PA-API variables pointing at the local replica serves Amazon JP from it:
// the search (10 items a page at most, as PA-API pages), its count beside the other marketplaces, and the
// item page by ASIN, each call signed and the signature checked by the replica.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { type PaapiReplica, startPaapiReplica } from '../sources/replicas/amazon-paapi';
import type { TestServer } from './harness';
import { startLiveServer } from './live-server';

const keys = { accessKey: 'AKIDEXAMPLEREPLICA', secretKey: 'replica-secret', partnerTag: 'storefront-22' };
let replica: PaapiReplica;
let server: TestServer;
beforeAll(async () => {
  replica = await startPaapiReplica(keys);
  server = await startLiveServer('amazon', keys, replica.url);
});
afterAll(async () => {
  await server.close();
  await replica.close();
});

describe('Amazon JP served live', () => {
  it('lists our browse nodes in the shopper’s language with Amazon’s children below them, ten nodes a call', async () => {
    const api = createApiClient(server.shopper().transport('zhCn'));
    const first = await api.siteCategories({ site: 'amazon' });
    const electronics = first.categories.find((c) => c.Cat === '3210981');
    expect(electronics?.Name).toBe('家电/手机/相机');
    expect(electronics?.List?.map((child) => [child.Cat, child.Name])).toEqual([['3371421', 'イヤホン・ヘッドホン'], ['3477981', 'カメラ']]);
    // The seed's 15 roots are two GetBrowseNodes calls: the first answer reads the first ten, the next the rest.
    expect(first.categories.find((c) => c.Cat === '3828871')?.List).toEqual([]);
    const next = await api.siteCategories({ site: 'amazon' });
    expect(next.categories.find((c) => c.Cat === '3828871')?.List?.map((child) => child.Name)).toEqual(['食器']);
  });

  it('searches the provider, with its count among the other marketplaces', async () => {
    const api = createApiClient(server.shopper().transport());
    const amazon = await api.search({ keyword: 'イヤホン', site: 'amazon', sort: 'priceAsc' });
    expect(amazon.items.map((i) => [i.Id, i.JPYPrice])).toEqual([
      ['B0C2LM7YPA', 980],
      ['B0BZ9TQ3LW', 2480],
      ['B0C7XK2M4Q', 12800],
      ['B0CR8WJ6TE', 15980],
    ]);
    const all = await api.search({ keyword: 'イヤホン' });
    expect(all.siteCounts.find((c) => c.site === 'amazon')?.count).toBe(4);
  });

  it('opens an item page by its ASIN, and a withdrawn ASIN is the 404 it is', async () => {
    const api = createApiClient(server.shopper().transport());
    const detail = await api.goodsDetail({ site: 'amazon', id: 'B07QHX9F5K' });
    expect([detail.Item.Name, detail.Item.JPYPrice]).toEqual(['有田焼 マグカップ 藍染 380ml', 2750]);
    // PA-API lists no third-party seller's goods, so the page offers no shop of theirs to open.
    expect([detail.Seller.Name, detail.Seller.HasShopPage]).toEqual(['京都雑貨商店', false]);
    await expect(api.goodsDetail({ site: 'amazon', id: 'B0AB12CD34' })).rejects.toMatchObject({ status: 404 });
  });

  it('gives each item its ASIN for its link and names Amazon.co.jp as official; a browse node or a shop without words has nothing, not a failure', async () => {
    const api = createApiClient(server.shopper().transport());
    const found = await api.search({ keyword: 'ワイヤレスイヤホン', site: 'amazon', sort: 'priceAsc' });
    expect(found.items.map((i) => [i.Id, i.Asin])).toEqual([['B0C7XK2M4Q', 'B0C7XK2M4Q'], ['B0CR8WJ6TE', 'B0CR8WJ6TE']]);
    const detail = await api.goodsDetail({ site: 'amazon', id: 'B0C7XK2M4Q' });
    expect([detail.Item.Asin, detail.Seller.Name, detail.Seller.IsOfficial, detail.Seller.HasShopPage]).toEqual(['B0C7XK2M4Q', 'Amazon.co.jp', true, undefined]);
    const node = await api.search({ site: 'amazon', category: 3210981 });
    expect([node.total, node.items]).toEqual([0, []]);
    await expect(api.shopGoods({ site: 'amazon', sellerId: 'A3KYOTOSHOUTEN' })).rejects.toMatchObject({ status: 404 });
  });

  it('names a refused key in /healthz', async () => {
    const refused = await startLiveServer('amazon', { ...keys, secretKey: 'not-the-secret' }, replica.url);
    try {
      await expect(createApiClient(refused.shopper().transport()).search({ keyword: 'カメラ', site: 'amazon' })).rejects.toThrow();
      const health = (await (await fetch(`${refused.url}/healthz`)).json()) as { status: string; details: { refusedKeys: { site: string }[] } };
      expect(health.status).toBe('degraded');
      expect(health.details.refusedKeys.map((k) => k.site)).toEqual(['amazon']);
    } finally {
      await refused.close();
    }
  });
});
