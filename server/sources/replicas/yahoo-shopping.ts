// A local stand-in for Yahoo! Shopping's Item Search V3, Item Lookup V1 and Category Search V1, answering as
// their documents say (V3's hits[], V1's ResultSet of "0"-keyed objects and string values, and the Web API's
// `{ "Error": { "Message" } }` refusals; the maintenance notice in XML), for tests and development without the
// internet. Its goods are a small fixed set of two stores; refusals can be switched on.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ReplicaRefusal, type ReplicaServer, type ReplicaTiming, startReplicaServer } from './replica-server';

const stores = { 'ys-kitchen': 'YSキッチン', 'tokyo-gakki': '東京楽器 Yahoo!店' } as const;

const goods = [
  { seller: 'ys-kitchen', item: 'nabe-20', name: '片手鍋 20cm ステンレス IH対応', price: 2980, inStock: true, shipping: 2, genre: 4713, description: '20cmのステンレス片手鍋。IH対応。', review: [4.4, 18] },
  { seller: 'ys-kitchen', item: 'kettle-1l', name: 'ステンレスケトル 1.0L', price: 3980, inStock: true, shipping: 1, genre: 2508, description: '容量1.0Lのやかん。', review: [4.0, 5] },
  { seller: 'tokyo-gakki', item: 'capo-01', name: 'ギター カポタスト ブラック', price: 1280, inStock: false, shipping: 3, genre: 2511, description: 'アコースティック、エレキ兼用のカポ。', review: [5, 2] },
] as const;

type Good = (typeof goods)[number];

const genres = [
  { id: 2508, name: 'キッチン、日用品、文具', parent: 1 },
  { id: 2511, name: '楽器、手芸、コレクション', parent: 1 },
  { id: 4713, name: '鍋、フライパン', parent: 2508 },
];

export interface YahooShoppingReplica extends ReplicaServer {
  /** Answers the next `times` calls (all calls, when not given) with this refusal; null ends it. */
  refuse(refusal: ReplicaRefusal, times?: number): void;
  /** Changes an item (by its code, `store_item`) as its store changing the price or the stock would. */
  change(code: string, change: { price?: number; inStock?: boolean }): void;
  /** Calls received, by operation path. */
  calls: string[];
}

type Answer = [status: number, body: unknown, contentType?: string];

const error = (status: number, message: string): Answer => [status, { Error: { Message: message } }];

const refusals: Record<Exclude<ReplicaRefusal, null>, Answer> = {
  tooManyRequests: error(429, 'Too Many Requests'),
  // The V3 API list's maintenance notice, in XML whatever the call's format.
  maintenance: [503, '<?xml version="1.0" encoding="UTF-8"?>\n<Error>\n<Message>API_MAINTENANCE</Message>\n<Code>503</Code>\n</Error>', 'application/xml; charset=utf-8'],
  systemError: error(500, 'Internal Server Error'),
};

const codeOf = (g: Good) => `${g.seller}_${g.item}`;
const genreOf = (id: number) => genres.find((c) => c.id === id);

function toHit(g: Good, index: number) {
  const genre = genreOf(g.genre)!;
  return {
    index, name: g.name, description: g.description, headLine: '', inStock: g.inStock, url: `https://store.shopping.yahoo.co.jp/${g.seller}/${g.item}.html`,
    code: codeOf(g), condition: 'new', imageId: codeOf(g),
    image: { small: `https://item-shopping.c.yimg.jp/i/c/${codeOf(g)}`, medium: `https://item-shopping.c.yimg.jp/i/g/${codeOf(g)}` },
    exImage: { url: `https://item-shopping.c.yimg.jp/i/n/${codeOf(g)}`, width: 600, height: 600 },
    review: { rate: g.review[0], count: g.review[1], url: `https://shopping.yahoo.co.jp/review/item/list?store_id=${g.seller}&page_key=${g.item}` },
    price: g.price, premiumPrice: g.price, premiumPriceStatus: false,
    shipping: { code: g.shipping, name: ['', '設定なし', '送料無料', '条件付き送料無料'][g.shipping] },
    genreCategory: { id: genre.id, name: genre.name, depth: genre.parent === 1 ? 1 : 2 },
    seller: { sellerId: g.seller, name: stores[g.seller], url: `https://store.shopping.yahoo.co.jp/${g.seller}/`, isBestSeller: false, review: { rate: 4.5, count: 120 } },
  };
}

function matches(g: Good, q: URLSearchParams): boolean {
  const query = q.get('query'), seller = q.get('seller_id'), genre = q.get('genre_category_id');
  const under = (id: number): boolean => String(id) === genre || (genreOf(id)?.parent !== 1 && under(genreOf(id)!.parent));
  return (!query || query.split(/\s+/).every((w) => g.name.includes(w) || g.description.includes(w))) && (!seller || g.seller === seller) &&
    (!genre || under(g.genre)) && g.price >= Number(q.get('price_from') ?? 0) && g.price <= Number(q.get('price_to') ?? Infinity) &&
    (q.get('in_stock') !== 'true' || g.inStock);
}

function itemSearch(goods: readonly Good[], q: URLSearchParams): Answer {
  if (!['query', 'jan_code', 'genre_category_id', 'brand_id', 'seller_id'].some((p) => q.get(p))) return error(400, 'query, jan_code, genre_category_id, brand_id or seller_id is required');
  const results = Number(q.get('results') ?? 20), start = Number(q.get('start') ?? 1);
  if (!(results >= 1 && results <= 100) || !(start >= 1) || start + results - 1 > 1000) return error(400, 'results or start is invalid');
  const sort = q.get('sort') ?? '-score';
  if (!['-score', '+price', '-price', '-review_count'].includes(sort)) return error(400, 'sort is invalid');
  const found = goods.filter((g) => matches(g, q));
  if (sort === '+price') found.sort((a, b) => a.price - b.price);
  else if (sort === '-price') found.sort((a, b) => b.price - a.price);
  else if (sort === '-review_count') found.sort((a, b) => b.review[1] - a.review[1]);
  const hits = found.slice(start - 1, start - 1 + results).map((g, i) => toHit(g, start + i));
  return [200, { totalResultsAvailable: found.length, totalResultsReturned: hits.length, firstResultsPosition: hits.length ? start : 0, request: { query: q.get('query') ?? '' }, hits }];
}

function itemLookup(goods: readonly Good[], q: URLSearchParams): Answer {
  const code = q.get('itemcode');
  if (!code) return error(400, 'itemcode is required');
  const g = goods.find((x) => codeOf(x) === code);
  if (!g) return [200, { ResultSet: { totalResultsAvailable: '0', totalResultsReturned: '0', firstResultPosition: '0' } }];
  const hit = toHit(g, 1);
  const result = {
    Name: g.name, Description: g.description, Headline: '', Url: hit.url, Availability: g.inStock ? 'instock' : 'outofstock', Code: hit.code, Condition: 'new',
    Image: { Id: hit.code, Small: hit.image.small, Medium: hit.image.medium }, ExImage: { Url: hit.exImage.url, Width: '600', Height: '600' },
    Price: { _attributes: { currency: 'JPY' }, _value: String(g.price) }, Shipping: { Code: String(g.shipping), Name: hit.shipping.name },
    Category: { Current: { Id: String(hit.genreCategory.id), Name: hit.genreCategory.name } },
    Store: { Id: g.seller, Name: stores[g.seller], Url: hit.seller.url, Ratings: { Rate: '4.50', Count: '120' } },
    Review: { Rate: String(g.review[0]), Count: String(g.review[1]), Url: hit.review.url },
  };
  return [200, { ResultSet: { totalResultsAvailable: '1', totalResultsReturned: '1', firstResultPosition: '1', '0': { Result: { '0': result, _container: 'Hit' } } } }];
}

function categorySearch(q: URLSearchParams): Answer {
  const id = Number(q.get('category_id'));
  const current = id === 1 ? { id: 1, name: '', parent: 0 } : genreOf(id);
  if (!current) return error(400, 'category_id is invalid');
  const title = (name: string) => ({ Short: name, Medium: name, Long: name });
  const children = Object.fromEntries(genres.filter((g) => g.parent === id).map((g, i) => [String(i), { Id: String(g.id), Url: `https://shopping.yahoo.co.jp/category/${g.id}/list`, Title: title(g.name), _attributes: { sortOrder: String(i + 1) } }]));
  const categories = { Current: { Id: String(current.id), ParentId: String(current.parent), Title: title(current.name) }, ...(Object.keys(children).length ? { Children: { ...children, _container: 'Child' } } : {}) };
  return [200, { ResultSet: { totalResultsAvailable: '1', totalResultsReturned: '1', firstResultPosition: '1', '0': { Result: { Categories: categories } } } }];
}

export async function startYahooShoppingReplica(appids: string[] = ['replica-appid'], timing: ReplicaTiming = {}): Promise<YahooShoppingReplica> {
  let refusing: ReplicaRefusal = null;
  let refusalsLeft = Infinity;
  const calls: string[] = [];
  // Each replica its own copy, so one test's price change is not another's.
  const stock: Good[] = goods.map((g) => ({ ...g }));
  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://replica');
    const operation = url.pathname.replace(/^\/+/, '');
    calls.push(operation);
    const appid = url.searchParams.get('appid');
    const [status, body, contentType] = ((): Answer => {
      if (refusing && refusalsLeft-- > 0) return refusals[refusing];
      if (!appid) return error(400, 'appid is required');
      if (!appids.includes(appid)) return error(403, 'Your Request was Forbidden');
      if (operation === 'ShoppingWebService/V3/itemSearch') return itemSearch(stock, url.searchParams);
      if (operation === 'ShoppingWebService/V1/json/itemLookup') return itemLookup(stock, url.searchParams);
      if (operation === 'ShoppingWebService/V1/json/categorySearch') return categorySearch(url.searchParams);
      return error(404, 'Not Found');
    })();
    response.writeHead(status, { 'content-type': contentType ?? 'application/json; charset=utf-8' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const server = await startReplicaServer(answer, timing);
  return {
    ...server,
    refuse: (refusal, times = Infinity) => {
      refusing = refusal;
      refusalsLeft = times;
    },
    change: (code, change) => {
      const item = stock.find((g) => codeOf(g) === code);
      if (!item) throw new Error(`the replica has no item ${code}`);
      Object.assign(item, change);
    },
    calls,
  };
}
