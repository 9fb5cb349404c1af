// The Yahoo! Shopping kind against the local replica: its parameters, answers and each refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type ProviderContext } from '../provider';
import { type YahooShoppingReplica, startYahooShoppingReplica } from '../replicas/yahoo-shopping';
import { yahooShopping } from './yahoo-shopping';
import { itemCodeOf } from './yahoo-shopping-answers';

let replica: YahooShoppingReplica;
beforeAll(async () => {
  replica = await startYahooShoppingReplica(['good-appid']);
});
afterAll(() => replica.close());

const context = (appid = 'good-appid'): ProviderContext => ({ fetch, credentials: { appid }, base: replica.base, now: Date.now });
const kind = yahooShopping();
const search = { sort: 'relevance' as const, page: 1, hits: 30 };
const NABE = 'https://store.shopping.yahoo.co.jp/ys-kitchen/nabe-20.html';

async function refusalOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the yahoo-shopping kind', () => {
  it('searches by query, with the provider total and our goods fields', async () => {
    const page = await kind.search({ ...search, keyword: '片手鍋' }, context());
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: NABE, url: NABE, title: '片手鍋 20cm ステンレス IH対応', priceYen: 2980, inStock: true, shippingYen: 0,
      seller: { id: 'ys-kitchen', name: 'YSキッチン', rating: 4.5, ratingCount: 120 }, categoryId: '4713', condition: 'new', reviewCount: 18,
    });
    // exImage is the larger picture; image.medium is the list's.
    expect(page.items[0]!.images).toEqual(['https://item-shopping.c.yimg.jp/i/n/ys-kitchen_nabe-20']);
  });

  it('lists a store by seller_id in price order, a genre with its sub-genres, and in-stock only when asked', async () => {
    const store = await kind.search({ ...search, shopId: 'ys-kitchen', sort: 'priceDesc' }, context());
    expect(store.items.map((i) => i.priceYen)).toEqual([3980, 2980]);
    const genre = await kind.search({ ...search, categoryId: '2508', maxPrice: 3000 }, context());
    expect(genre.items.map((i) => i.id)).toEqual([NABE]);
    expect(await kind.search({ ...search, shopId: 'tokyo-gakki', inStockOnly: true }, context())).toEqual({ total: 0, items: [] });
  });

  it('asks no result past the 1000th, which Item Search refuses', async () => {
    expect(await kind.search({ ...search, shopId: 'ys-kitchen', page: 11, hits: 100 }, context())).toEqual({ total: 0, items: [] });
    const last = await kind.search({ ...search, shopId: 'ys-kitchen', page: 34, hits: 30 }, context());
    expect(last.total).toBe(2);
  });

  it('opens an item by its store address (as the item code), and answers null for one that is gone', async () => {
    expect(itemCodeOf(NABE)).toBe('ys-kitchen_nabe-20');
    expect(itemCodeOf('x123456789')).toBeNull();
    const item = await kind.item('https://store.shopping.yahoo.co.jp/tokyo-gakki/capo-01.html', context());
    expect(item).toMatchObject({ id: 'https://store.shopping.yahoo.co.jp/tokyo-gakki/capo-01.html', priceYen: 1280, inStock: false, shippingYen: null, categoryId: '2511', seller: { name: '東京楽器 Yahoo!店' } });
    expect(await kind.item('https://store.shopping.yahoo.co.jp/ys-kitchen/sold-long-ago.html', context())).toBeNull();
    expect(await kind.item('x123456789', context())).toBeNull();
    expect(kind.holds?.(NABE)).toBe(true);
    expect(kind.holds?.('x123456789')).toBe(false);
  });

  it('reads the genre tree one level at a time from the root', async () => {
    expect(await kind.categories(null, context())).toEqual([{ id: '2508', name: 'キッチン、日用品、文具' }, { id: '2511', name: '楽器、手芸、コレクション' }]);
    expect(await kind.categories('2508', context())).toEqual([{ id: '4713', name: '鍋、フライパン' }]);
    expect(await kind.categories('4713', context())).toEqual([]);
  });

  it('reads the spec mapping of a goods field', async () => {
    const mapped = yahooShopping({ title: 'description' });
    const page = await mapped.search({ ...search, keyword: 'やかん' }, context());
    expect(page.items[0]!.title).toBe('容量1.0Lのやかん。');
  });

  it('a refused Client ID is an auth error, never retried', async () => {
    const error = await refusalOf(kind.search({ ...search, keyword: '鍋' }, context('wrong')));
    expect([error.kind, error.status, error.transient]).toEqual(['auth', 403, false]);
    expect(error.message).toContain('Your Request was Forbidden');
  });

  it('a search with nothing to search by asks nothing (Item Search refuses it); parameters it refuses are a request error', async () => {
    const calls = replica.calls.length;
    expect(await kind.search(search, context())).toEqual({ total: 0, items: [] });
    expect(replica.calls.length).toBe(calls);
    const error = await refusalOf(kind.categories('999', context()));
    expect([error.kind, error.status]).toEqual(['request', 400]);
    expect(error.message).toContain('category_id is invalid');
  });

  it.each([
    ['tooManyRequests', 'rate', 429, 'Too Many Requests'],
    ['maintenance', 'unavailable', 503, 'API_MAINTENANCE'],
    ['systemError', 'unavailable', 500, 'Internal Server Error'],
  ] as const)('%s is a transient %s error', async (refusal, errorKind, status, message) => {
    replica.refuse(refusal);
    try {
      const error = await refusalOf(kind.search({ ...search, keyword: '鍋' }, context()));
      expect([error.kind, error.status, error.transient]).toEqual([errorKind, status, true]);
      expect(error.message).toContain(message);
    } finally {
      replica.refuse(null);
    }
  });
});
