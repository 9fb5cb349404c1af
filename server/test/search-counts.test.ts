// The goods per marketplace without a keyword, which SQLite keeps in goods_counts by triggers: after goods
// are added, changed (condition, listing, sold out, sale, marketplace) and deleted, every count the search
// answers is still the database's own. Its own server: the goods are changed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteIds } from '../../generated/sites';
import { importFeed } from '../catalog/import';
import { searchLocal } from '../catalog/local-search';
import type { SearchQuery } from '../catalog/source';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.services.db;
const everywhere = { countSites: siteIds, itemSites: siteIds };

async function countsOf(query: Partial<SearchQuery>) {
  const { dialect } = server.services;
  const answer = await searchLocal({ db: db(), dialect, now: () => Date.now() }, { sort: 'newest', offset: 0, limit: 1, ...query }, everywhere);
  return Object.fromEntries(Object.entries(answer.counts).filter(([, n]) => n! > 0));
}

async function truth(query: Partial<SearchQuery>) {
  let q = db().selectFrom('goods').select(['site', (eb) => eb.fn.countAll<number>().as('n')]);
  if (query.condition) q = q.where('condition', '=', query.condition);
  if (query.listing) q = q.where('listing_type', '=', query.listing);
  if (query.onSale) q = q.where('discount_rate', '>', 0);
  const rows = await q.groupBy('site').execute();
  return Object.fromEntries(rows.map((r) => [r.site, Number(r.n)]));
}

const queries: Partial<SearchQuery>[] = [{}, { condition: 'likeNew' }, { listing: 'auction' }, { onSale: true }, { condition: 'new', listing: 'fixed', onSale: true }];

describe('counts without a keyword', () => {
  it('follow goods added, changed and deleted', async () => {
    for (const q of queries) expect(await countsOf(q)).toEqual(await truth(q));

    const feed = ['a', 'b', 'c'].map((id, i) =>
      JSON.stringify({
        site: 'market', id: `count-${id}`, title: `数える品 ${id}`, priceYen: 2_000, originalPriceYen: 4_000, discountRate: 0.5, condition: 'likeNew',
        shippingPayer: 'seller', images: ['https://example.com/a.jpg'], seller: { id: 'count', name: 'カウント' }, soldOut: i === 0,
      }),
    );
    const report = await importFeed(db(), feed.join('\n'));
    expect(report.bad).toEqual([]);
    expect(report.imported).toBe(3);
    const [a, b, c] = await db().selectFrom('goods').select('id').where('external_id', 'in', ['count-a', 'count-b', 'count-c']).orderBy('external_id').execute();
    await db().updateTable('goods').set({ condition: 'new', discount_rate: null, original_price_yen: null }).where('id', '=', a!.id).execute();
    await db().updateTable('goods').set({ sold_out_at: Date.now(), site: 'rakuten' }).where('id', '=', b!.id).execute();
    await db().updateTable('goods').set({ price_yen: 2_500 }).where('id', '=', c!.id).execute();
    await db().deleteFrom('goods').where('id', '=', c!.id).execute();
    // The importer updating what it already has.
    const again = JSON.parse(feed[0]!) as Record<string, unknown>;
    expect((await importFeed(db(), JSON.stringify({ ...again, condition: 'fair', soldOut: false }))).imported).toBe(1);

    for (const q of queries) expect(await countsOf(q)).toEqual(await truth(q));
  });
});
