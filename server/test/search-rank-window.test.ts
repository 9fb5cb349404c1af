// A keyword with more matches than relevance ranks (rankWindow): the newest of them are ranked, the rest
// follow newest first, and paging through the whole list, across the window's end too, shows every match
// once. Its own server: the 2,000 goods imported here would change the shared seed's other answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../generated/api/client';
import { importFeed } from '../catalog/import';
import { rankWindow } from '../catalog/search-sql';
import { type TestServer, startTestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof createApiClient>;
const keyword = 'マドギワテスト';
const count = rankWindow + 90;

beforeAll(async () => {
  server = await startTestServer();
  api = createApiClient(server.shopper().transport());
  // Titles of different lengths, so that bm25 orders them otherwise than their ids.
  const lines = Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      site: 'market', id: `window-${i}`, title: `${keyword} ${'飾り '.repeat(i % 5)}${i}`, priceYen: 1_000 + i, condition: 'good', shippingPayer: 'seller',
      images: ['https://example.com/a.jpg'], seller: { id: 'window', name: 'マド' },
    }),
  );
  expect((await importFeed(server.services.db, lines.join('\n'))).imported).toBe(count);
});
afterAll(() => server.close());

describe('relevance over more matches than it ranks', () => {
  it('lists every match once, page after page, the best ranked first', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const found = await api.search({ keyword, site: 'market', sort: 'relevance', pageSize: 60, page });
      expect(found.total).toBe(count);
      if (found.items.length === 0) break;
      seen.push(...found.items.map((g) => g.Id));
    }
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    // The shortest titles match best, whichever the page.
    const first = await api.search({ keyword, site: 'market', sort: 'relevance', pageSize: 10 });
    expect(first.items.every((g) => g.Name.split(' ').length === 2)).toBe(true);
  });

  it('takes a page across the window\'s end from both sides', async () => {
    const whole = await api.search({ keyword, site: 'market', sort: 'relevance', pageSize: 60, page: Math.floor(rankWindow / 60) + 1 });
    const before = await api.search({ keyword, site: 'market', sort: 'relevance', pageSize: 20, page: Math.floor(rankWindow / 20) });
    const after = await api.search({ keyword, site: 'market', sort: 'relevance', pageSize: 20, page: Math.floor(rankWindow / 20) + 1 });
    const start = Math.floor(rankWindow / 60) * 60;
    const ids = whole.items.map((g) => g.Id);
    expect(ids).toHaveLength(60);
    expect(ids.slice(rankWindow - 20 - start, rankWindow - start)).toEqual(before.items.map((g) => g.Id));
    expect(ids.slice(rankWindow - start, rankWindow + 20 - start)).toEqual(after.items.map((g) => g.Id));
  });
});
