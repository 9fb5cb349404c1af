import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderContext, ProviderError, type ProviderSearch } from '../provider';
import { type PaapiReplica, startPaapiReplica } from '../replicas/amazon-paapi';
import { amazonPaapi } from './amazon-paapi';

const credentials = { accessKey: 'AKIAREPLICAEXAMPLE01', secretKey: 'replica/secret+KEY/for/tests0123456789ab', partnerTag: 'proxyshop-22' };
const search = (over: Partial<ProviderSearch>): ProviderSearch => ({ sort: 'relevance', page: 1, hits: 10, ...over });

let replica: PaapiReplica;
let context: ProviderContext;

beforeAll(async () => {
  replica = await startPaapiReplica({ ...credentials, requestsPerSecond: 1000 });
  context = { fetch: (url, init) => fetch(url, init), credentials, base: replica.url, now: () => Date.now() };
});
afterAll(() => replica.close());

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('amazon-paapi against its replica', () => {
  it('searches by keywords, pages by ItemPage and counts by TotalResultCount', async () => {
    const first = await amazonPaapi.search(search({ keyword: 'イヤホン', sort: 'priceAsc', hits: 2 }), context);
    const second = await amazonPaapi.search(search({ keyword: 'イヤホン', sort: 'priceAsc', hits: 2, page: 2 }), context);
    expect(first.total).toBe(4);
    expect(first.items.map((item) => item.id)).toEqual(['B0C2LM7YPA', 'B0BZ9TQ3LW']);
    expect(second.items.map((item) => item.priceYen)).toEqual([12800, 15980]);
  });

  it('reads an item’s price, stock, seller, shipping, pictures and browse node', async () => {
    const item = await amazonPaapi.item('B0C7XK2M4Q', context);
    expect(item).toMatchObject({
      id: 'B0C7XK2M4Q',
      title: 'ワイヤレスイヤホン ノイズキャンセリング Bluetooth 5.3',
      priceYen: 12800,
      inStock: true,
      shippingYen: 0,
      seller: { id: 'AN1VRQENFRJN5', name: 'Amazon.co.jp', rating: 4.8, ratingCount: 125000 },
      categoryId: '3371421',
      categoryName: 'イヤホン・ヘッドホン',
      condition: 'new',
      description: '最大30時間再生\nIPX4防水',
    });
    expect(item?.url).toMatch(/^https:\/\/www\.amazon\.co\.jp\/dp\/B0C7XK2M4Q/);
    expect(item?.images).toHaveLength(2);
  });

  it('filters by browse node and yen price, and grades a used offer', async () => {
    const page = await amazonPaapi.search(search({ keyword: 'カメラ', categoryId: '3477981', minPrice: 20000, sort: 'priceDesc' }), context);
    expect(page.items.map((item) => [item.id, item.condition])).toEqual([['B09V4MCL7S', 'new'], ['B08KJ5RDT2', 'likeNew']]);
  });

  it('keeps sold-out goods unless asked for buyable ones only, and answers NoResults as an empty page', async () => {
    const all = await amazonPaapi.search(search({ keyword: 'ヘッドホン' }), context);
    expect(all.items.map((item) => [item.id, item.inStock, item.shippingYen])).toEqual([['B0D1HP8N2R', false, null]]);
    expect(await amazonPaapi.search(search({ keyword: 'ヘッドホン', inStockOnly: true }), context)).toEqual({ total: 0, items: [] });
  });

  it('answers null for an ASIN Amazon no longer serves or never had', async () => {
    expect(await amazonPaapi.item('B0AB12CD34', context)).toBeNull();
    expect(await amazonPaapi.item('B000000000', context)).toBeNull();
  });

  it('reads a browse node’s children, and no top level (PA-API has no call for it)', async () => {
    expect(await amazonPaapi.categories('3210981', context)).toEqual([
      { id: '3371421', name: 'イヤホン・ヘッドホン' },
      { id: '3477981', name: 'カメラ' },
    ]);
    expect(await amazonPaapi.categories(null, context)).toEqual([]);
    expect(amazonPaapi.categoryRoots).toBe('catalog');
  });

  it('reads several browse nodes’ children in one GetBrowseNodes call, [] for a leaf', async () => {
    const sent: string[] = [];
    const watching: ProviderContext = { ...context, fetch: (url, init) => (sent.push(String(init?.body)), fetch(url, init)) };
    expect(await amazonPaapi.categoryChildren!.read(['3828871', '3210981', '3477981'], watching)).toEqual({
      '3828871': [{ id: '2038875051', name: '食器' }],
      '3210981': [{ id: '3371421', name: 'イヤホン・ヘッドホン' }, { id: '3477981', name: 'カメラ' }],
      '3477981': [],
    });
    expect(sent.map((body) => (JSON.parse(body) as { BrowseNodeIds: string[] }).BrowseNodeIds)).toEqual([['3828871', '3210981', '3477981']]);
    const tooMany = await refusal(amazonPaapi.categoryChildren!.read(Array.from({ length: 11 }, (_, i) => String(i + 1)), context));
    expect(tooMany.kind).toBe('request');
  });

  it('sends the documented operation, headers and partner fields, signed', async () => {
    const sent: Array<{ url: string; init: RequestInit | undefined }> = [];
    const watching: ProviderContext = { ...context, fetch: (url, init) => (sent.push({ url, init }), fetch(url, init)) };
    await amazonPaapi.search(search({ keyword: 'マグカップ', maxPrice: 3000, inStockOnly: true, sort: 'newest', hits: 5 }), watching);
    const [{ url, init }] = sent as [(typeof sent)[0]];
    const headers = new Headers(init?.headers);
    expect([url, init?.method]).toEqual([`${replica.url}/paapi5/searchitems`, 'POST']);
    expect(headers.get('x-amz-target')).toBe('com.amazon.paapi5.v1.ProductAdvertisingAPIv1.SearchItems');
    expect(headers.get('content-encoding')).toBe('amz-1.0');
    expect(headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAREPLICAEXAMPLE01\/\d{8}\/us-west-2\/ProductAdvertisingAPI\/aws4_request, SignedHeaders=content-encoding;content-type;host;x-amz-date;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
    expect(JSON.parse(String(init?.body))).toMatchObject({
      PartnerTag: 'proxyshop-22',
      PartnerType: 'Associates',
      Marketplace: 'www.amazon.co.jp',
      Keywords: 'マグカップ',
      MaxPrice: 3000,
      Availability: 'Available',
      SortBy: 'NewestArrivals',
      ItemCount: 5,
      ItemPage: 1,
    });
  });

  it('is refused when the body is changed after signing: the replica checks the signature, not only its form', async () => {
    const tampering: ProviderContext = {
      ...context,
      fetch: (url, init) => fetch(url, { ...init, body: String(init?.body).replace('B0C7XK2M4Q', 'B09V4MCL7S') }),
    };
    const error = await refusal(amazonPaapi.item('B0C7XK2M4Q', tampering));
    expect([error.kind, error.status]).toEqual(['auth', 401]);
    expect(error.message).toContain('InvalidSignature');
  });

  it('refuses pages PA-API cannot give before asking', async () => {
    expect((await refusal(amazonPaapi.search(search({ keyword: 'a', page: 11 }), context))).kind).toBe('request');
    expect((await refusal(amazonPaapi.search(search({ keyword: 'a', hits: 20 }), context))).kind).toBe('request');
  });

  it('passes on the replica’s refusal of a search with no keywords as our own mistake', async () => {
    const error = await refusal(amazonPaapi.search(search({ categoryId: '3477981' }), context));
    expect([error.kind, error.status]).toEqual(['request', 400]);
  });
});

describe('amazon-paapi refusals', () => {
  const withCredentials = (over: Partial<typeof credentials>): ProviderContext => ({ ...context, credentials: { ...credentials, ...over } });

  it('a wrong secret is InvalidSignature: auth', async () => {
    const error = await refusal(amazonPaapi.item('B0C7XK2M4Q', withCredentials({ secretKey: 'not-the-secret' })));
    expect([error.kind, error.status]).toEqual(['auth', 401]);
    expect(error.message).toContain('InvalidSignature');
  });

  it('an unknown access key is UnrecognizedClient: auth', async () => {
    const error = await refusal(amazonPaapi.search(search({ keyword: 'カメラ' }), withCredentials({ accessKey: 'AKIANOBODY' })));
    expect([error.kind, error.status]).toEqual(['auth', 401]);
    expect(error.message).toContain('UnrecognizedClient');
  });

  it('a partner tag not of that key is InvalidPartnerTag: auth', async () => {
    const error = await refusal(amazonPaapi.item('B0C7XK2M4Q', withCredentials({ partnerTag: 'someone-else-22' })));
    expect([error.kind, error.status]).toEqual(['auth', 400]);
    expect(error.message).toContain('InvalidPartnerTag');
  });

  it('a missing credential is auth, before any request', async () => {
    expect((await refusal(amazonPaapi.item('B0C7XK2M4Q', withCredentials({ partnerTag: '' })))).kind).toBe('auth');
  });

  it('an outage is unavailable, whether Amazon answers InternalFailure or a maintenance page', async () => {
    try {
      replica.outage(500);
      expect((await refusal(amazonPaapi.item('B0C7XK2M4Q', context))).kind).toBe('unavailable');
      replica.outage(503);
      const error = await refusal(amazonPaapi.search(search({ keyword: 'カメラ' }), context));
      expect([error.kind, error.status, error.transient]).toEqual(['unavailable', 503, true]);
    } finally {
      replica.outage(null);
    }
    expect(await amazonPaapi.item('B0C7XK2M4Q', context)).not.toBeNull();
  });

  it('more requests a second than the key may make is TooManyRequests: rate', async () => {
    const strict = await startPaapiReplica(credentials);
    try {
      const strictContext = { ...context, base: strict.url };
      const answers = await Promise.allSettled([amazonPaapi.item('B0C7XK2M4Q', strictContext), amazonPaapi.item('B0C7XK2M4Q', strictContext)]);
      const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as ProviderError] : []));
      expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
      expect(refused.map((error) => [error.kind, error.status, error.transient])).toEqual([['rate', 429, true]]);
    } finally {
      await strict.close();
    }
  });
});
