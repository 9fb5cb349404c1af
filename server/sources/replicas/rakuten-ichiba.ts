// A local stand-in for Rakuten Web Service's Ichiba Item Search and Genre Search, answering as their
// documents say (formatVersion=2 shapes, `{ error, error_description }` refusals), for tests and
// development without the internet. Its goods are a small fixed set; refusals can be switched on.
import { type ReplicaRefusal, type ReplicaTiming, startReplicaServer } from './replica-server';

const shops = { 'rw-kitchen': 'RWキッチン館', 'tokyo-bunguten': '東京文具店' } as const;

export type ReplicaGoods = { shopCode: string; item: string; itemName: string; itemPrice: number; availability: 0 | 1; postageFlag: number; genreId: string; caption: string; reviewCount: number; reviewAverage: number; updated: number };

const goods: readonly ReplicaGoods[] = [
  { shopCode: 'rw-kitchen', item: 'knife-210', itemName: '三徳包丁 210mm ステンレス', itemPrice: 4980, availability: 1, postageFlag: 0, genreId: '201972', caption: '刃渡り210mmのステンレス三徳包丁。', reviewCount: 42, reviewAverage: 4.5, updated: 3 },
  { shopCode: 'rw-kitchen', item: 'pan-26', itemName: '鉄フライパン 26cm', itemPrice: 3280, availability: 1, postageFlag: 1, genreId: '201973', caption: '厚さ1.6mmの鉄製フライパン。IH対応。', reviewCount: 7, reviewAverage: 4.1, updated: 2 },
  { shopCode: 'tokyo-bunguten', item: 'fountain-pen-f', itemName: '万年筆 細字 ブラック', itemPrice: 12100, availability: 0, postageFlag: 0, genreId: '201974', caption: '14金ペン先の万年筆(細字)。', reviewCount: 3, reviewAverage: 5, updated: 1 },
];

const genres = [
  { genreId: 558944, genreName: 'キッチン用品・食器・調理器具', genreLevel: 1, parent: 0 },
  { genreId: 215783, genreName: '日用品雑貨・文房具・手芸', genreLevel: 1, parent: 0 },
  { genreId: 201972, genreName: '包丁', genreLevel: 2, parent: 558944 },
  { genreId: 201973, genreName: 'フライパン', genreLevel: 2, parent: 558944 },
  { genreId: 201974, genreName: '筆記具', genreLevel: 2, parent: 215783 },
];

/** A genre and every genre above it: an item is found by any of them, as Item Search's genreId finds it. */
function genreLine(id: number): number[] {
  const genre = genres.find((g) => g.genreId === id);
  return genre ? [id, ...genreLine(genre.parent)] : [];
}

export interface RakutenReplica {
  base: string;
  /** Answers the next `times` calls (all calls, when not given) with this refusal; null ends it. */
  refuse(refusal: ReplicaRefusal, times?: number): void;
  /** Changes an item (by its itemCode, `shop:item`) as a shop changing its price or stock would. */
  change(itemCode: string, change: Partial<Pick<ReplicaGoods, 'itemPrice' | 'availability'>>): void;
  /** Lists a new item in one of the replica's shops, as a shop listing one does: the newest by update time. */
  add(item: Omit<ReplicaGoods, 'updated'>): void;
  /** Takes an item off the shop, as a shop ending a listing does: the provider no longer finds it. */
  forget(itemCode: string): void;
  /** Calls received, by operation path. */
  calls: string[];
  /** While on, calls get no answer at all (a provider past our timeout). */
  stall(on: boolean): void;
  close(): Promise<void>;
}

const refusals = {
  tooManyRequests: [429, 'too_many_requests', 'number of allowed requests has been exceeded for this API. please try again soon.'],
  maintenance: [503, 'service_unavailable', 'IchibaItem/Search is under maintenance'],
  systemError: [500, 'system_error', 'api logic error'],
} as const;

function toRakuten(g: ReplicaGoods) {
  const itemUrl = `https://item.rakuten.co.jp/${g.shopCode}/${g.item}/`;
  return {
    itemName: g.itemName, catchcopy: '', itemCode: `${g.shopCode}:${g.item}`, itemPrice: g.itemPrice, itemCaption: g.caption, itemUrl,
    shopUrl: `https://www.rakuten.co.jp/${g.shopCode}/`, smallImageUrls: [`https://thumbnail.image.rakuten.co.jp/@0_mall/${g.shopCode}/cabinet/${g.item}.jpg?_ex=64x64`],
    mediumImageUrls: [`https://thumbnail.image.rakuten.co.jp/@0_mall/${g.shopCode}/cabinet/${g.item}.jpg?_ex=128x128`],
    availability: g.availability, taxFlag: 0, postageFlag: g.postageFlag, shopName: shops[g.shopCode as keyof typeof shops], shopCode: g.shopCode,
    reviewCount: g.reviewCount, reviewAverage: g.reviewAverage, genreId: g.genreId,
  };
}

function itemSearch(goods: readonly ReplicaGoods[], q: URLSearchParams): [number, unknown] {
  const keyword = q.get('keyword'), shopCode = q.get('shopCode'), itemCode = q.get('itemCode'), genreId = q.get('genreId');
  if (!keyword && !shopCode && !itemCode && !genreId) return [400, { error: 'wrong_parameter', error_description: 'keyword, genreId, itemCode or shopCode is not valid' }];
  const hits = Number(q.get('hits') ?? 30), page = Number(q.get('page') ?? 1);
  if (!(hits >= 1 && hits <= 30) || !(page >= 1 && page <= 100)) return [400, { error: 'wrong_parameter', error_description: 'hits or page is not valid' }];
  const min = Number(q.get('minPrice') ?? 0), max = Number(q.get('maxPrice') ?? Infinity);
  let found = goods.filter((g) =>
    (!keyword || keyword.split(/\s+/).every((w) => g.itemName.includes(w) || g.caption.includes(w))) &&
    (!shopCode || g.shopCode === shopCode) && (!itemCode || `${g.shopCode}:${g.item}` === itemCode) &&
    (!genreId || genreLine(Number(g.genreId)).includes(Number(genreId))) && g.itemPrice >= min && g.itemPrice <= max && (q.get('availability') !== '1' || g.availability === 1));
  const sort = q.get('sort') ?? 'standard';
  if (sort === '+itemPrice') found = found.sort((a, b) => a.itemPrice - b.itemPrice);
  else if (sort === '-itemPrice') found = found.sort((a, b) => b.itemPrice - a.itemPrice);
  else if (sort === '-updateTimestamp') found = found.sort((a, b) => b.updated - a.updated);
  const first = (page - 1) * hits;
  const items = found.slice(first, first + hits).map(toRakuten);
  return [200, { count: found.length, page, first: items.length ? first + 1 : 0, last: first + items.length, hits: items.length, carrier: 0, pageCount: Math.ceil(found.length / hits), Items: items, GenreInformation: [], TagInformation: [] }];
}

function genreSearch(q: URLSearchParams): [number, unknown] {
  const id = Number(q.get('genreId'));
  const current = id === 0 ? { genreId: 0, genreName: '', genreLevel: 0 } : genres.find((g) => g.genreId === id);
  if (!current || !q.has('genreId')) return [404, { error: 'not_found', error_description: 'not found' }];
  const shown = ({ genreId, genreName, genreLevel }: (typeof genres)[number]) => ({ genreId, genreName, genreLevel });
  const children = genres.filter((g) => g.parent === id).map(shown);
  const parent = genres.find((g) => g.genreId === id)?.parent;
  const parents = genreLine(parent ?? 0).reverse().flatMap((p) => genres.filter((g) => g.genreId === p).map(shown));
  const brothers = id === 0 ? [] : genres.filter((g) => g.parent === parent && g.genreId !== id).map(shown);
  return [200, { parents, current, children, brothers, tagGroups: [] }];
}

export async function startRakutenReplica(applicationIds: string[] = ['replica-app-id'], timing: ReplicaTiming = {}): Promise<RakutenReplica> {
  let refusing: ReplicaRefusal = null;
  let refusalsLeft = Infinity;
  const calls: string[] = [];
  // Each replica its own copy, so one test's price change is not another's.
  const stock = goods.map((g) => ({ ...g }));
  const server = await startReplicaServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://replica');
    const operation = url.pathname.replace(/^\/+/, '');
    calls.push(operation);
    const [status, body] = ((): [number, unknown] => {
      if (refusing && refusalsLeft-- > 0) return [refusals[refusing][0], { error: refusals[refusing][1], error_description: refusals[refusing][2] }];
      if (!applicationIds.includes(url.searchParams.get('applicationId') ?? '')) return [400, { error: 'wrong_parameter', error_description: 'specify valid applicationId' }];
      if (operation === 'IchibaItem/Search/20220601') return itemSearch(stock, url.searchParams);
      if (operation === 'IchibaGenre/Search/20170711') return genreSearch(url.searchParams);
      return [404, { error: 'not_found', error_description: 'not found' }];
    })();
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }, timing);
  return {
    base: server.base,
    refuse: (refusal, times = Infinity) => {
      refusing = refusal;
      refusalsLeft = times;
    },
    change: (itemCode, change) => {
      const item = stock.find((g) => `${g.shopCode}:${g.item}` === itemCode);
      if (!item) throw new Error(`the replica has no item ${itemCode}`);
      Object.assign(item, change);
    },
    add: (item) => {
      if (!(item.shopCode in shops)) throw new Error(`the replica has no shop ${item.shopCode}`);
      if (stock.some((g) => g.shopCode === item.shopCode && g.item === item.item)) throw new Error(`the replica already has ${item.shopCode}:${item.item}`);
      stock.push({ ...item, updated: Math.max(0, ...stock.map((g) => g.updated)) + 1 });
    },
    forget: (itemCode) => {
      const at = stock.findIndex((g) => `${g.shopCode}:${g.item}` === itemCode);
      if (at >= 0) stock.splice(at, 1);
    },
    calls,
    stall: server.stall,
    close: server.close,
  };
}
