// A keyword in the shopper's language finds what its Japanese equivalents find, over HTTP: English words
// and phrases, a brand, German and Arabic words (glossary and category names), the words as typed only
// with expand=false, the expansion in the answer, relevance across both forms, the answer cache per
// language, and a saved search's alerts. The glossaries are the test's own (fixtures.ts, written to a
// folder the server reads as its locales/gloss); category names in German and Arabic are added as the
// seed adds them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import type { LanguageCode } from '../../generated/languages';
import { siteOrder, sites } from '../../generated/sites';
import { type Alternative, groupHolds, termGroups } from '../catalog/expansion/alternatives';
import { testGlossaries } from '../catalog/expansion/fixtures';
import { expandSearchKeyword } from '../catalog/expansion/sources';
import { importFeed } from '../catalog/import';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
const glossaryDir = mkdtempSync(join(tmpdir(), 'storefront-gloss-'));
const db = () => server.services.db;
const offered = siteOrder.filter((s) => sites[s].editions.global?.available !== false);
const apiIn = (language: LanguageCode) => createApiClient(server.shopper().transport(language));

const item = (id: string, title: string) =>
  JSON.stringify({ site: 'market', id, title, priceYen: 1_000, condition: 'good', shippingPayer: 'seller', images: ['https://example.com/a.jpg'], seller: { id: 'expansion-test', name: 'テスト' } });

beforeAll(async () => {
  for (const [code, file] of Object.entries(testGlossaries)) writeFileSync(join(glossaryDir, `${code}.json`), JSON.stringify(file));
  server = await startTestServer({ glossaryDir });
  // The German and Arabic names of the shoe categories (靴・スニーカー), which the seed writes in every language.
  const shoes = await db().selectFrom('category_names').select('category_id').where('language', '=', 'ja').where('name', '=', '靴・スニーカー').execute();
  expect(shoes.length).toBeGreaterThan(0);
  const names = await db().selectFrom('category_names').select(['language', 'name']).where('category_id', 'in', shoes.map((c) => c.category_id)).where('language', 'in', ['de', 'ar']).execute();
  expect(new Set(names.map((n) => `${n.language}:${n.name}`))).toEqual(new Set(['de:Schuhe', 'ar:أحذية']));
  const feed = [
    item('exp-nike', 'ナイキ エアマックス テスト用'),
    item('exp-lens', 'キヤノン RF50mm F1.8 STM 交換レンズ'),
    item('rank-a', 'sneakers テスト順位'),
    item('rank-b', 'スニーカー テスト順位'),
    item('rank-c', 'ハイカット スニーカー テスト順位 ブラック 27cm 箱付き 美品 限定 正規品 ソール交換済み まとめ売り おまけ付き'),
    item('rank-d', 'sneakers テスト順位 black 27cm box included good condition limited authentic resoled bundle with extras'),
  ];
  expect((await importFeed(db(), feed.join('\n'))).imported).toBe(feed.length);
});
afterAll(async () => {
  await server.close();
  rmSync(glossaryDir, { recursive: true, force: true });
});

/** The offered goods whose folded text holds one alternative of every group: the truth the search must agree with. */
async function holding(groups: Alternative[][]): Promise<Set<string>> {
  const rows = await db().selectFrom('goods').select(['site', 'external_id', 'search_text']).where('site', 'in', offered).execute();
  return new Set(rows.filter((r) => groups.every((g) => groupHolds(r.search_text, g))).map((r) => `${r.site}/${r.external_id}`));
}
const plain = (...terms: string[]) => holding(termGroups({ keyword: terms.join(' ') }));
const expanded = async (keyword: string, language: LanguageCode) => holding(termGroups({ keyword, expansion: await expandSearchKeyword(server.services, keyword, language) }));
const ids = (items: { Site: string; Id: string }[]) => items.map((g) => `${g.Site}/${g.Id}`);
const isSubset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));

describe('a keyword in the shopper’s language', () => {
  it.each([
    ['sneakers', 'en', 'スニーカー'],
    ['camera lens', 'en', '交換レンズ'],
    ['figure', 'en', 'フィギュア'],
    ['Turnschuhe', 'de', 'スニーカー'],
    ['Schuhe', 'de', 'スニーカー'],
    ['حذاء رياضي', 'ar', 'スニーカー'],
    ['أحذية', 'ar', 'スニーカー'],
  ] as const)('%s (%s) finds what %s finds', async (keyword, language, japanese) => {
    const found = await apiIn(language).search({ keyword, pageSize: 60 });
    const truth = await expanded(keyword, language);
    const meant = await plain(japanese);
    expect(meant.size).toBeGreaterThan(0);
    expect(isSubset(meant, truth)).toBe(true);
    expect(found.total).toBe(truth.size);
    expect(ids(found.items).every((id) => truth.has(id))).toBe(true);
    expect(found.expansion?.flatMap((e) => e.japanese)).toContain(japanese);
  });

  it('names each word or phrase searched in Japanese, as typed', async () => {
    const found = await apiIn('en').search({ keyword: 'Camera Lens  zzq' });
    expect(found.expansion).toEqual([{ term: 'Camera Lens', japanese: ['交換レンズ', 'カメラレンズ'] }]);
    expect(found.total).toBe(0);
    expect((await apiIn('en').search({ keyword: 'ナイキ' })).expansion).toBeUndefined();
  });

  it('finds a brand written in katakana only by its Latin name', async () => {
    const found = await apiIn('en').search({ keyword: 'nike', pageSize: 60, site: 'market' });
    expect(ids(found.items)).toContain('market/exp-nike');
    expect(found.expansion).toEqual([{ term: 'nike', japanese: ['ナイキ'] }]);
  });

  it('searches the words as typed only with expand=false', async () => {
    for (const keyword of ['nike', 'sneakers', 'camera lens']) {
      const found = await apiIn('en').search({ keyword, expand: false, pageSize: 60 });
      expect(found.expansion).toBeUndefined();
      expect(found.total).toBe((await plain(...keyword.split(' '))).size);
    }
    expect(ids((await apiIn('en').search({ keyword: 'nike', expand: false, site: 'market' })).items)).not.toContain('market/exp-nike');
  });

  it('ranks the typed and the Japanese form together, the closest titles first', async () => {
    const found = await apiIn('en').search({ keyword: 'sneakers テスト順位', sort: 'relevance', site: 'market' });
    const order = found.items.map((g) => g.Id);
    expect([...order].sort()).toEqual(['rank-a', 'rank-b', 'rank-c', 'rank-d']);
    // Each form's short title before its long one, and a short title first.
    expect(order.indexOf('rank-a')).toBeLessThan(order.indexOf('rank-d'));
    expect(order.indexOf('rank-b')).toBeLessThan(order.indexOf('rank-c'));
    expect(['rank-a', 'rank-b']).toContain(order[0]);
  });

  it('answers each language its own expansion, though the same keyword was just searched in another', async () => {
    const german = await apiIn('de').search({ keyword: 'Turnschuhe' });
    const english = await apiIn('en').search({ keyword: 'Turnschuhe' });
    expect(german.total).toBeGreaterThan(0);
    expect([english.total, english.expansion]).toEqual([0, undefined]);
  });
});

describe('saved searches', () => {
  it('alert a new listing as the search page would list it, the keyword expanded in the saver’s language', async () => {
    const email = 'expansion-alert@example.com';
    const shopper = server.shopper();
    const api = createApiClient(shopper.transport('de'));
    await api.register({ email, password: 'correct horse 1', captchaToken: await shopper.captchaToken() });
    await api.verifyRegister({ email, code: await server.lastCode(email) });
    const saved = await api.saveSearch({ screen: 'search', query: { keyword: 'Turnschuhe', site: 'market' } });
    const typed = await api.saveSearch({ screen: 'search', query: { keyword: 'Turnschuhe', site: 'market', expand: false } });
    // The first run starts the cursor at the newest listing: only what comes after is news.
    await server.jobs.runDue(Date.now());
    const listings = [item('alert-jp', 'スニーカー アラート用'), item('alert-other', 'ブーツ アラート用'), item('alert-typed', 'Turnschuhe アラート用')];
    expect((await importFeed(db(), listings.join('\n'))).imported).toBe(3);
    await server.jobs.runDue(Date.now());
    await server.services.mailer.idle();
    const hitsOf = async (searchId: number) =>
      (await db().selectFrom('saved_search_hits').innerJoin('goods', 'goods.id', 'saved_search_hits.goods_id').select('goods.external_id').where('saved_search_hits.search_id', '=', searchId).execute())
        .map((h) => h.external_id)
        .sort();
    expect(await hitsOf(saved.id)).toEqual(['alert-jp', 'alert-typed']);
    // Saved with the words as typed only: the Japanese listing is not news to it.
    expect(await hitsOf(typed.id)).toEqual(['alert-typed']);
    const page = await api.search({ keyword: 'Turnschuhe', site: 'market', sort: 'newest' });
    expect(page.items.slice(0, 2).map((i) => i.Id).sort()).toEqual(['alert-jp', 'alert-typed']);
  });
});

describe('on the search threads', () => {
  it('searches the expansion there too (SQLite runs searches on worker threads in production)', async () => {
    const threaded = await startTestServer({ glossaryDir, searchWorkers: 1 });
    try {
      const found = await createApiClient(threaded.shopper().transport('en')).search({ keyword: 'sneakers', pageSize: 60 });
      const groups = termGroups({ keyword: 'sneakers', expansion: await expandSearchKeyword(threaded.services, 'sneakers', 'en') });
      const rows = await threaded.services.db.selectFrom('goods').select('search_text').where('site', 'in', offered).execute();
      expect(found.total).toBeGreaterThan(0);
      expect(found.total).toBe(rows.filter((r) => groups.every((g) => groupHolds(r.search_text, g))).length);
    } finally {
      await threaded.close();
    }
  });
});
