// Rakuten Web Service's Ichiba Item Search (IchibaItem/Search/20220601) and Ichiba Genre Search
// (IchibaGenre/Search/20170711), with formatVersion=2 answers; server/README.md names the documents read.
import { type ProviderCategory, type ProviderClient, type ProviderContext, ProviderError, type ProviderItem, type ProviderSearch } from '../provider';

const ITEM_SEARCH = 'IchibaItem/Search/20220601';
const GENRE_SEARCH = 'IchibaGenre/Search/20170711';
/** The documents' limits: at most 30 hits a page and 100 pages. */
const MAX_HITS = 30;
const MAX_PAGE = 100;

const sorts: Record<ProviderSearch['sort'], string> = {
  relevance: 'standard',
  priceAsc: '+itemPrice',
  priceDesc: '-itemPrice',
  newest: '-updateTimestamp',
};

/** One of Items[] as formatVersion=2 gives it (the fields we read). */
interface RakutenItem {
  itemName: string;
  catchcopy?: string;
  itemCode: string;
  itemPrice: number;
  itemCaption?: string;
  itemUrl: string;
  availability: number;
  postageFlag: number;
  mediumImageUrls?: string[];
  shopName: string;
  shopCode: string;
  reviewCount?: number;
  reviewAverage?: number;
  genreId?: string;
}

/** The item's address → its itemCode (`shop:item`), which Item Search takes; an itemCode passes through. */
export function itemCodeOf(id: string): string | null {
  const address = /^https?:\/\/item\.rakuten\.co\.jp\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_.-]+)\/?$/.exec(id);
  if (address) return `${address[1]}:${address[2]}`;
  return /^[A-Za-z0-9_-]+:[A-Za-z0-9_.-]+$/.test(id) ? id : null;
}

function toItem(raw: RakutenItem, map: Readonly<Record<string, string>>): ProviderItem {
  const text = (field: string | undefined, fallback: string) => (field && typeof raw[field as keyof RakutenItem] === 'string' ? (raw[field as keyof RakutenItem] as string) : fallback);
  return {
    id: raw.itemUrl,
    url: raw.itemUrl,
    title: text(map.title, raw.itemName),
    priceYen: Math.round(raw.itemPrice),
    // The documents' medium pictures are 128px; `_ex=` asks Rakuten's image server for a larger one.
    images: (raw.mediumImageUrls ?? []).map((u) => u.replace(/\?_ex=\d+x\d+$/, '?_ex=500x500')),
    inStock: raw.availability === 1,
    // postageFlag 0: shipping included in the price; 1: the shop charges it apart (the amount is not given).
    shippingYen: raw.postageFlag === 0 ? 0 : null,
    seller: { id: raw.shopCode, name: raw.shopName, code: raw.shopCode },
    description: text(map.description, raw.itemCaption ?? ''),
    categoryId: raw.genreId ?? null,
    condition: 'new',
    reviewAverage: raw.reviewAverage ?? null,
    reviewCount: raw.reviewCount ?? null,
  };
}

/** Rakuten's error answer `{ error, error_description }` sorted by what we do about it. */
async function refusal(response: Response): Promise<ProviderError> {
  const body = (await response.json().catch(() => ({}))) as { error?: string; error_description?: string };
  const what = `${body.error ?? response.status}: ${body.error_description ?? response.statusText}`;
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  if (body.error === 'wrong_parameter' && /applicationId/i.test(body.error_description ?? '')) return new ProviderError('auth', what, response.status);
  if (response.status === 401 || response.status === 403) return new ProviderError('auth', what, response.status);
  if (response.status === 429) return new ProviderError('rate', what, 429, retryAfter);
  if (response.status >= 500) return new ProviderError('unavailable', what, response.status, retryAfter);
  return new ProviderError('request', what, response.status);
}

async function call<T>(context: ProviderContext, operation: string, params: Record<string, string | number | undefined>): Promise<T | null> {
  const url = new URL(`${context.base}/${operation}`);
  url.searchParams.set('applicationId', context.credentials.applicationId ?? '');
  url.searchParams.set('format', 'json');
  url.searchParams.set('formatVersion', '2');
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
  const response = await context.fetch(url.toString());
  if (response.status === 404) return null;
  if (!response.ok) throw await refusal(response);
  return (await response.json().catch(() => {
    throw new ProviderError('answer', `${operation} answered with something other than JSON`, response.status);
  })) as T;
}

function itemsOf(body: { Items?: unknown; count?: unknown } | null, map: Readonly<Record<string, string>>) {
  if (!body) return { total: 0, items: [] };
  if (!Array.isArray(body.Items) || typeof body.count !== 'number') throw new ProviderError('answer', `${ITEM_SEARCH} answered without Items and count`);
  return { total: body.count, items: (body.Items as RakutenItem[]).map((raw) => toItem(raw, map)) };
}

/** The kind, with the spec's field mapping (goods field → Items[] field). */
export function rakutenIchiba(map: Readonly<Record<string, string>> = {}): ProviderClient {
  return {
    limits: { maxHits: MAX_HITS, maxPage: MAX_PAGE },
    async search(query, context) {
      const body = await call<{ Items?: unknown; count?: unknown }>(context, ITEM_SEARCH, {
        keyword: query.keyword,
        genreId: query.categoryId,
        shopCode: query.shopId,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        availability: query.inStockOnly ? 1 : 0,
        sort: sorts[query.sort],
        hits: Math.min(MAX_HITS, query.hits),
        page: Math.min(MAX_PAGE, query.page),
      });
      return itemsOf(body, map);
    },
    async item(id, context) {
      const itemCode = itemCodeOf(id);
      if (!itemCode) return null;
      const body = await call<{ Items?: unknown; count?: unknown }>(context, ITEM_SEARCH, { itemCode });
      return itemsOf(body, map).items[0] ?? null;
    },
    async categories(parentId, context) {
      const body = await call<{ children?: { genreId: number; genreName: string }[] }>(context, GENRE_SEARCH, { genreId: parentId ?? '0' });
      return (body?.children ?? []).map((c): ProviderCategory => ({ id: String(c.genreId), name: c.genreName }));
    },
    // Genre Search answers the asked genre itself as `current`; 0 is the top level, no genre of its own.
    async category(id, context) {
      if (!/^[1-9][0-9]*$/.test(id)) return null;
      const body = await call<{ current?: { genreId: number; genreName: string } }>(context, GENRE_SEARCH, { genreId: id });
      return body?.current ? { id: String(body.current.genreId), name: body.current.genreName } : null;
    },
  };
}
