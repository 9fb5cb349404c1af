// The search over the seeded catalog, over HTTP: keywords (Japanese and Latin, parts of words, one and two
// characters, several terms), every filter and sort, pages, counts per marketplace, and refused input.
// Expected numbers come from the database itself, read directly.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../generated/api/schemas';
import { createApiClient } from '../../generated/api/client';
import { siteOrder, sites } from '../../generated/sites';
import { shortTermCap } from '../catalog/local-search';
import { importFeed } from '../catalog/import';
import { keywordTerms } from '../catalog/text';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof createApiClient>;
beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient(server.shopper().transport());
});
afterAll(() => server.close());

const db = () => server.services.db;
// The test server is the global edition, which does not offer Bunjang (spec §2): its goods are not searched.
const offered = siteOrder.filter((s) => sites[s].editions.global?.available !== false);

/** Goods whose folded text holds every term: the truth the index must agree with. */
async function matching(terms: string[]): Promise<Set<string>> {
  let q = db().selectFrom('goods').select(['site', 'external_id']).where('site', 'in', offered);
  for (const t of terms) q = q.where(sql<boolean>`search_text like ${`%${t}%`}`);
  return new Set((await q.execute()).map((r) => `${r.site}/${r.external_id}`));
}
const countMatching = async (terms: string[]) => (await matching(terms)).size;

const sum = (r: SearchResult) => r.siteCounts.reduce((s, c) => s + c.count, 0);

describe('search counts', () => {
  it('does not search a marketplace the edition does not offer', async () => {
    const bunjang = await api.search({ site: 'bunjang' });
    expect(bunjang.total).toBe(0);
    expect(bunjang.items).toEqual([]);
  });

  it('lists every marketplace the edition offers with its count, adding up to the total', async () => {
    const all = await api.search({});
    expect(offered).not.toContain('bunjang');
    const { n } = await db().selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).where('site', 'in', offered).executeTakeFirstOrThrow();
    expect(all.total).toBe(Number(n));
    expect(all.siteCounts.map((c) => c.site)).toEqual(offered);
    expect(sum(all)).toBe(all.total);
    expect(all.items).toHaveLength(30);
    expect([all.page, all.pageSize]).toEqual([1, 30]);
  });

  it('counts the other marketplaces without the marketplace filter', async () => {
    const all = await api.search({ keyword: 'ポケモン' });
    const mercari = await api.search({ keyword: 'ポケモン', site: 'mercari' });
    expect(mercari.siteCounts).toEqual(all.siteCounts);
    expect(mercari.total).toBe(all.siteCounts.find((c) => c.site === 'mercari')!.count);
    expect(mercari.items.every((g) => g.Site === 'mercari')).toBe(true);
    expect(all.total).toBe(sum(all));
  });
});

describe('keywords', () => {
  it('finds Japanese by part of a word, as many as the text holds', async () => {
    // ニーカ is inside スニーカー; no listing has it as a word of its own.
    const found = await api.search({ keyword: 'ニーカ', pageSize: 60 });
    const truth = await matching(['ニーカ']);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBe(truth.size);
    expect(found.items.every((g) => truth.has(`${g.Site}/${g.Id}`))).toBe(true);
  });

  it('matches Latin text in any case and full-width form, and parts of words', async () => {
    const lower = await api.search({ keyword: 'nike' });
    const upper = await api.search({ keyword: 'NIKE' });
    const wide = await api.search({ keyword: 'ＮＩＫＥ' });
    expect(lower.total).toBe(await countMatching(['nike']));
    expect(lower.total).toBeGreaterThan(0);
    expect([upper.total, wide.total]).toEqual([lower.total, lower.total]);
    expect(upper.items.map((g) => g.Id)).toEqual(lower.items.map((g) => g.Id));
    const part = await api.search({ keyword: 'ike' });
    expect(part.total).toBeGreaterThanOrEqual(lower.total);
  });

  it('needs every term of a keyword', async () => {
    const both = await api.search({ keyword: 'ポケモン SAR', pageSize: 60 });
    expect(both.total).toBe(await countMatching(['ポケモン', 'sar']));
    expect(both.total).toBeLessThan((await api.search({ keyword: 'ポケモン' })).total);
    for (const g of both.items) expect(g.Name.toLowerCase()).toMatch(/sar/);
  });

  it('finds one- and two-character words through the trigrams they start, every one', async () => {
    const wallets = await api.search({ keyword: '財布', pageSize: 60 });
    const expected = await countMatching(['財布']);
    expect(expected).toBeGreaterThan(0);
    expect(wallets.total).toBe(expected);
    expect(wallets.items.every((g) => g.Name.includes('財布'))).toBe(true);
    expect(sum(wallets)).toBe(wallets.total);
    // A short term beside a long one narrows the long one's matches.
    const mixed = await api.search({ keyword: 'ルイヴィトン 財布' });
    expect(mixed.total).toBe(await countMatching(['ルイヴィトン', '財布']));
    // Two short terms, and a short word no item has.
    expect((await api.search({ keyword: '財布 黒' })).total).toBe(await countMatching(['財布', '黒']));
    expect((await api.search({ keyword: '鰻' })).total).toBe(0);
  });

  it('finds a short word at the very end of an item\'s text', async () => {
    const feed = JSON.stringify({
      site: 'market', id: 'short-end', title: 'テスト用の革製品 鞄', priceYen: 1_000, condition: 'good', shippingPayer: 'seller',
      images: ['https://example.com/a.jpg'], seller: { id: 'short-end', name: 'ショート' },
    });
    expect((await importFeed(db(), feed)).imported).toBe(1);
    for (const keyword of ['鞄', '品 鞄', '革製品 鞄']) {
      const found = await api.search({ keyword, site: 'market', pageSize: 60 });
      expect(found.total).toBe((await matching(keywordTerms(keyword))).size);
      expect(found.items.map((g) => g.Id)).toContain('short-end');
    }
  });

  it('scans for a single common letter, up to the bound', async () => {
    const found = await api.search({ keyword: 'a' });
    expect(found.total).toBe(Math.min(await countMatching(['a']), shortTermCap));
    expect(found.total).toBeGreaterThan(0);
  });

  it('answers afresh once the catalog changed, though the same search was just answered from memory', async () => {
    const keyword = 'カボチャ柄ランチョンマット';
    expect((await api.search({ keyword })).total).toBe(0);
    const feed = JSON.stringify({
      site: 'market', id: 'cache-fresh', title: `${keyword} 2枚組`, priceYen: 800, condition: 'new', shippingPayer: 'seller',
      images: ['https://example.com/a.jpg'], seller: { id: 'cache-fresh', name: 'キャッシュ' },
    });
    expect((await importFeed(db(), feed)).imported).toBe(1);
    const found = await api.search({ keyword });
    expect([found.total, found.items.map((g) => g.Id)]).toEqual([1, ['cache-fresh']]);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const none = await api.search({ keyword: 'ぜったいにないことば' });
    expect([none.total, none.items.length, sum(none)]).toEqual([0, 0, 0]);
  });

  it('refuses a keyword holding NUL (once a 500 from the index) and takes quotes and other controls as text', async () => {
    for (const keyword of ['a\u0000b', 'abc\u0000', '\u0000']) {
      const answer = await server.shopper().call('Sig.Front.SubSite.App.Search', { keyword, site: 'mercari' });
      expect([answer.status, answer.body.field]).toEqual([400, 'keyword']);
    }
    for (const keyword of ['say "hi"', "o'neil", 'a\u0001\u001fb', 'x\uD800y']) {
      expect((await api.search({ keyword, site: 'mercari' })).total).toBe(0);
    }
  });
});

describe('filters', () => {
  it('keeps prices within the range', async () => {
    const found = await api.search({ minPrice: 1_000, maxPrice: 5_000, pageSize: 60, sort: 'priceAsc' });
    expect(found.items.every((g) => g.JPYPrice >= 1_000 && g.JPYPrice <= 5_000)).toBe(true);
    const { n } = await db().selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).where('price_yen', '>=', 1_000).where('price_yen', '<=', 5_000).where('site', 'in', offered).executeTakeFirstOrThrow();
    expect(found.total).toBe(Number(n));
  });

  it('filters by condition, listing type, sold-out and sale', async () => {
    const likeNew = await api.search({ condition: 'likeNew', pageSize: 60 });
    expect(likeNew.items.every((g) => g.Condition === 'likeNew')).toBe(true);
    const auctions = await api.search({ listing: 'auction', pageSize: 60 });
    expect(auctions.total).toBeGreaterThan(0);
    // Every auction has its end, but a Mercari auction without bids: its first bid starts the clock.
    expect(auctions.items.every((g) => g.ListingType === 'auction' && (g.EndTime ? true : g.Site === 'mercari' && !g.BidCount))).toBe(true);
    const open = await api.search({ hideSoldOut: true, pageSize: 60 });
    const all = await api.search({});
    expect(open.items.some((g) => g.IsSoldOut)).toBe(false);
    expect(open.total).toBeLessThan(all.total);
    const sale = await api.search({ onSale: true, pageSize: 60 });
    expect(sale.total).toBeGreaterThan(0);
    expect(sale.items.every((g) => (g.DiscountRate ?? 0) > 0 && g.OtherPrice! > g.JPYPrice)).toBe(true);
  });

  it("filters by a marketplace's own category, its sub-categories included", async () => {
    const tree = await api.mercariCat();
    const women = tree.cat.find((c) => c.Cat === '1')!;
    const found = await api.search({ site: 'mercari', category: 1, pageSize: 60 });
    const ids = await db().selectFrom('categories').select(['id', 'parent_id', 'cat']).where('site', '=', 'mercari').execute();
    const root = ids.find((c) => c.cat === '1')!.id;
    const subtree = new Set([root, ...ids.filter((c) => c.parent_id === root).map((c) => c.id)]);
    const { n } = await db().selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).where('site', '=', 'mercari').where('category_id', 'in', [...subtree]).executeTakeFirstOrThrow();
    expect(women.List!.length).toBeGreaterThan(0);
    expect(found.total).toBe(Number(n));
    expect(found.total).toBeGreaterThan(0);
    // Other marketplaces have no such category under these filters.
    expect(sum(found)).toBe(found.total);
  });

  it("lists one seller's goods", async () => {
    const top = await db().selectFrom('sellers').select(['site', 'external_id', 'item_count']).orderBy('item_count', 'desc').executeTakeFirstOrThrow();
    const found = await api.search({ site: top.site as 'mercari', sellerId: top.external_id, pageSize: 60 });
    expect(found.total).toBe(top.item_count);
    expect(found.items.every((g) => g.SellerId === top.external_id)).toBe(true);
  });
});

describe('sorts and pages', () => {
  const ordered = (values: number[], direction: 1 | -1) => values.every((v, i) => i === 0 || (v - values[i - 1]!) * direction >= 0);

  it('orders by price both ways', async () => {
    const up = await api.search({ keyword: 'カード', sort: 'priceAsc', pageSize: 60 });
    const down = await api.search({ keyword: 'カード', sort: 'priceDesc', pageSize: 60 });
    expect(ordered(up.items.map((g) => g.JPYPrice), 1)).toBe(true);
    expect(ordered(down.items.map((g) => g.JPYPrice), -1)).toBe(true);
    expect(up.items[0]!.JPYPrice).toBeLessThanOrEqual(down.items[0]!.JPYPrice);
  });

  it('orders newest first', async () => {
    const found = await api.search({ sort: 'newest', pageSize: 40 });
    const rows = await db().selectFrom('goods').select(['site', 'external_id', 'created_at']).where('site', 'in', offered).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(40).execute();
    expect(found.items.map((g) => `${g.Site}/${g.Id}`)).toEqual(rows.map((r) => `${r.site}/${r.external_id}`));
  });

  it('shows no end for a Mercari auction before its first bid, and a 20:00 JST end after it; both count as running', async () => {
    const mercari = await api.search({ site: 'mercari', listing: 'auction', hideSoldOut: true, pageSize: 60 });
    const unbid = mercari.items.filter((g) => !g.BidCount);
    const bid = mercari.items.filter((g) => g.BidCount);
    expect(unbid.length).toBeGreaterThan(0);
    expect(bid.length).toBeGreaterThan(0);
    expect(unbid.every((g) => g.EndTime === null && !g.IsSoldOut)).toBe(true);
    const jstHour = (iso: string) => new Date(Date.parse(iso) + 9 * 3_600_000).getUTCHours();
    expect(bid.every((g) => g.EndTime !== null && jstHour(g.EndTime!) === 20 && new Date(g.EndTime!).getUTCMinutes() === 0)).toBe(true);
    // Hiding what has ended keeps them: the total is every Mercari auction not sold out and not past an end.
    const now = Date.now();
    const { n } = await db()
      .selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site', '=', 'mercari').where('listing_type', '=', 'auction').where('sold_out_at', 'is', null)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .executeTakeFirstOrThrow();
    expect(mercari.total).toBe(Number(n));
  });

  it('orders running auctions by their end, soonest first', async () => {
    const found = await api.search({ sort: 'endingSoon', pageSize: 60 });
    const ends = found.items.map((g) => Date.parse(g.EndTime!));
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((g) => g.ListingType === 'auction')).toBe(true);
    expect(ordered(ends, 1)).toBe(true);
    expect(ends[0]!).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ranks the closest titles first by relevance', async () => {
    const seller = { id: 'rank-test', name: 'ランクテスト' };
    const item = (id: string, title: string) => ({
      site: 'market', id, title, priceYen: 1_000, condition: 'good', shippingPayer: 'seller', images: ['https://example.com/a.jpg'], seller,
    });
    const feed = [
      item('rank-3', 'ズッキーニ柄 エコバッグ 大容量 トートバッグ 帆布 ナチュラル ハンドメイド 一点物 ギフト 送料無料'),
      item('rank-1', 'ズッキーニ'),
      item('rank-2', 'ズッキーニ柄 エコバッグ'),
    ].map((l) => JSON.stringify(l)).join('\n');
    expect((await importFeed(db(), feed)).imported).toBe(3);
    const found = await api.search({ keyword: 'ズッキーニ', sort: 'relevance' });
    expect(found.items.map((g) => g.Id)).toEqual(['rank-1', 'rank-2', 'rank-3']);
  });

  it('pages through the same order', async () => {
    const first = await api.search({ keyword: 'カード', sort: 'priceAsc', pageSize: 10 });
    const second = await api.search({ keyword: 'カード', sort: 'priceAsc', pageSize: 5, page: 2 });
    expect(second.items.map((g) => g.Id)).toEqual(first.items.slice(5, 10).map((g) => g.Id));
    expect([second.page, second.pageSize, second.total]).toEqual([2, 5, first.total]);
    const beyond = await api.search({ keyword: 'カード', page: 500 });
    expect([beyond.items.length, beyond.total]).toEqual([0, first.total]);
  });
});

describe('refused input', () => {
  it('answers 400 naming the field', async () => {
    const shopper = server.shopper();
    for (const [params, field] of [
      [{ minPrice: 5_000, maxPrice: 1_000 }, 'maxPrice'],
      [{ category: 1 }, 'category'],
      [{ site: 'mercari', category: 987_654 }, 'category'],
      [{ site: 'ebay' }, 'site'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ page: 0 }, 'page'],
      [{ pageSize: 61 }, 'pageSize'],
      [{ minPrice: -1 }, 'minPrice'],
      [{ condition: 'mint' }, 'condition'],
      [{ keyword: 'x'.repeat(201) }, 'keyword'],
    ] as const) {
      const answer = await shopper.call('Sig.Front.SubSite.App.Search', params);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
    }
  });
});
