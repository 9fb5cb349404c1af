// Category trees and unblock requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { fingerprint } from './fingerprint';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('categories', () => {
  it('gives mercari’s tree with its own ids, children nested', async () => {
    const { cat } = await createApiClient(server.shopper().transport()).mercariCat();
    const women = cat.find((c) => c.Cat === '1')!;
    expect(women.Name).toBe('Women');
    expect(women.List!.map((c) => c.Cat)).toContain('11');
    expect(cat.find((c) => c.Cat === '3')!.List).toEqual([]);
  });

  it('names categories in the caller’s language', async () => {
    const shopper = server.shopper();
    const ja = await createApiClient(shopper.transport('ja')).getFirstNav();
    const de = await createApiClient(shopper.transport('de')).getFirstNav();
    const ar = await createApiClient(shopper.transport('ar')).getFirstNav();
    expect(ja.find((c) => c.cat === '23000')!.name).toBe('ファッション');
    expect(de.find((c) => c.cat === '23000')!.name).toBe('Mode');
    expect(ar.find((c) => c.cat === '23000')!.name).toBe('أزياء');
  });

  it('gives magi’s card games', async () => {
    const { categories } = await createApiClient(server.shopper().transport()).magiCategories();
    expect(categories.map((c) => c.Identity)).toContain('pokemon');
  });
});

describe('unblock requests', () => {
  it('records one request per shopper and item', async () => {
    const shopper = await server.verifiedShopper('unblock@example.com');
    const api = createApiClient(shopper.transport());
    await api.applyUnblockGoods({ Type: 1, Url: 'https://jp.mercari.com/item/m12345678901', reason: 'It is a book, not a weapon' });
    const again = await shopper.call('Sig.Front.SubSite.App.ApplyUnblockGoods', { Type: 1, Url: 'https://jp.mercari.com/item/m12345678901' });
    expect(again.status).toBe(409);
    const other = createApiClient((await server.verifiedShopper('unblock2@example.com')).transport());
    await other.applyUnblockGoods({ Type: 1, Url: 'https://jp.mercari.com/item/m12345678901' });
    const rows = await server.services.db.selectFrom('unblock_requests').select(['user_id', 'status']).execute();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(2);
  });

  it('refuses a logged-out shopper and bad input, changing nothing', async () => {
    const shopper = await server.verifiedShopper('unblock3@example.com');
    const before = await fingerprint(server.services.db);
    expect((await server.shopper().call('Sig.Front.SubSite.App.ApplyUnblockGoods', { Type: 1, Url: 'x' })).status).toBe(403);
    for (const [params, field] of [
      [{ Type: 12, Url: 'https://jp.mercari.com/item/m1' }, 'Type'],
      [{ Type: '1', Url: 'https://jp.mercari.com/item/m1' }, 'Type'],
      [{ Type: 1, Url: '' }, 'Url'],
      [{ Type: 1, Url: '   ' }, 'Url'],
      [{ Type: 1, Url: 'x' }, 'Url'],
      [{ Type: 1, Url: 'https://jp.mercari.com/item/m1', reason: 'r'.repeat(501) }, 'reason'],
    ] as const) {
      const answer = await shopper.call('Sig.Front.SubSite.App.ApplyUnblockGoods', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
    expect(await fingerprint(server.services.db)).toBe(before);
  });
});

describe('ad source', () => {
  it('keeps the first source a device came from', async () => {
    const api = createApiClient(server.shopper().transport());
    expect(await api.userSourceAd({})).toEqual({ source: null });
    expect(await api.userSourceAd({ source: 'google-ads' })).toEqual({ source: 'google-ads' });
    expect(await api.userSourceAd({ source: 'facebook' })).toEqual({ source: 'google-ads' });
  });
});
