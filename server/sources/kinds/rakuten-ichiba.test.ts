// The Rakuten Ichiba kind against the local replica: its parameters, answers and each refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, type ProviderContext } from '../provider';
import { type RakutenReplica, startRakutenReplica } from '../replicas/rakuten-ichiba';
import { itemCodeOf, rakutenIchiba } from './rakuten-ichiba';

let replica: RakutenReplica;
beforeAll(async () => {
  replica = await startRakutenReplica(['good-id']);
});
afterAll(() => replica.close());

const context = (applicationId = 'good-id'): ProviderContext => ({ fetch, credentials: { applicationId }, base: replica.base, now: Date.now });
const kind = rakutenIchiba();
const search = { sort: 'relevance' as const, page: 1, hits: 30 };

async function refusalOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the rakuten-ichiba kind', () => {
  it('searches by keyword, with the provider total and our goods fields', async () => {
    const page = await kind.search({ ...search, keyword: 'フライパン' }, context());
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: 'https://item.rakuten.co.jp/rw-kitchen/pan-26/', title: '鉄フライパン 26cm', priceYen: 3280, inStock: true,
      shippingYen: null, seller: { id: 'rw-kitchen', name: 'RWキッチン館' }, categoryId: '201973',
    });
    expect(page.items[0]!.images[0]).toMatch(/_ex=500x500$/);
  });

  it('lists a shop by shopCode in price order, and in-stock only when asked', async () => {
    const shop = await kind.search({ ...search, shopId: 'rw-kitchen', sort: 'priceAsc' }, context());
    expect(shop.items.map((i) => i.priceYen)).toEqual([3280, 4980]);
    const stocked = await kind.search({ ...search, shopId: 'tokyo-bunguten', inStockOnly: true }, context());
    expect(stocked).toEqual({ total: 0, items: [] });
  });

  it('opens an item by its address (as itemCode), and answers null for one that is gone', async () => {
    expect(itemCodeOf('https://item.rakuten.co.jp/tokyo-bunguten/fountain-pen-f/')).toBe('tokyo-bunguten:fountain-pen-f');
    const item = await kind.item('https://item.rakuten.co.jp/tokyo-bunguten/fountain-pen-f/', context());
    expect(item).toMatchObject({ priceYen: 12100, inStock: false, shippingYen: 0 });
    expect(await kind.item('https://item.rakuten.co.jp/tokyo-bunguten/sold-long-ago/', context())).toBeNull();
    expect(await kind.item('not an address', context())).toBeNull();
  });

  it('reads the genre tree one level at a time', async () => {
    expect((await kind.categories(null, context())).map((c) => c.id)).toEqual(['558944', '215783']);
    expect(await kind.categories('558944', context())).toEqual([{ id: '201972', name: '包丁' }, { id: '201973', name: 'フライパン' }]);
    expect(await kind.categories('201972', context())).toEqual([]);
    expect(await kind.categories('999', context())).toEqual([]);
  });

  it('reads one genre by its id at any depth, null for one Rakuten does not have', async () => {
    expect(await kind.category!('201974', context())).toEqual({ id: '201974', name: '筆記具' });
    expect(await kind.category!('558944', context())).toEqual({ id: '558944', name: 'キッチン用品・食器・調理器具' });
    expect(await kind.category!('999', context())).toBeNull();
    expect(await kind.category!('0', context())).toBeNull();
  });

  it('finds an item by the genre above its own', async () => {
    const kitchen = await kind.search({ ...search, categoryId: '558944', sort: 'priceAsc' }, context());
    expect(kitchen.items.map((i) => i.categoryId)).toEqual(['201973', '201972']);
    expect((await kind.search({ ...search, categoryId: '201972' }, context())).items.map((i) => i.title)).toEqual(['三徳包丁 210mm ステンレス']);
  });

  it('reads the spec mapping of a goods field', async () => {
    const mapped = rakutenIchiba({ title: 'itemCaption' });
    const page = await mapped.search({ ...search, keyword: '包丁' }, context());
    expect(page.items[0]!.title).toBe('刃渡り210mmのステンレス三徳包丁。');
  });

  it('a refused application id is an auth error, never retried', async () => {
    const error = await refusalOf(kind.search({ ...search, keyword: '包丁' }, context('wrong')));
    expect([error.kind, error.status, error.transient]).toEqual(['auth', 400, false]);
    expect(error.message).toContain('specify valid applicationId');
  });

  it('parameters it refuses are a request error', async () => {
    const error = await refusalOf(kind.search(search, context()));
    expect([error.kind, error.status]).toEqual(['request', 400]);
  });

  it.each([
    ['tooManyRequests', 'rate', 429],
    ['maintenance', 'unavailable', 503],
    ['systemError', 'unavailable', 500],
  ] as const)('%s is a transient %s error', async (refusal, errorKind, status) => {
    replica.refuse(refusal);
    try {
      const error = await refusalOf(kind.search({ ...search, keyword: '包丁' }, context()));
      expect([error.kind, error.status, error.transient]).toEqual([errorKind, status, true]);
    } finally {
      replica.refuse(null);
    }
  });
});
