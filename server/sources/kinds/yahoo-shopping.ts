// Yahoo! Shopping's Shopping Web API: Item Search V3 for searches and shop pages, Item Lookup V1 for one item
// (Item Search V3 takes no item code; the V3 API list sends 商品コード検索 to Item Lookup) and Category Search V1
// for the genre tree. Answers are read in yahoo-shopping-answers.ts; server/README.md names the documents read.
import { type ProviderCategory, type ProviderClient, type ProviderContext, ProviderError, type ProviderSearch } from '../provider';
import { categoryNameOf, categorySearchAnswer, hitOfLookup, itemCodeOf, itemLookupAnswer, itemOfHit, itemSearchAnswer, parsed, refusal } from './yahoo-shopping-answers';

const ITEM_SEARCH = 'ShoppingWebService/V3/itemSearch';
const ITEM_LOOKUP = 'ShoppingWebService/V1/json/itemLookup';
const CATEGORY_SEARCH = 'ShoppingWebService/V1/json/categorySearch';
/** Item Search answers at most 100 results a call, and none past the 1000th (start + results - 1 ≤ 1000). */
const MAX_RESULTS = 100;
const LAST_RESULT = 1000;
/** Category Search's root: its children are the top-level genres. */
const ROOT_CATEGORY = '1';

// Item Search sorts by score, price or review count only: our newest has no counterpart and is its default.
const sorts: Record<ProviderSearch['sort'], string> = {
  relevance: '-score',
  priceAsc: '+price',
  priceDesc: '-price',
  newest: '-score',
};

async function call(context: ProviderContext, operation: string, params: Record<string, string | number | undefined>): Promise<unknown> {
  const url = new URL(`${context.base}/${operation}`);
  url.searchParams.set('appid', context.credentials.appid ?? '');
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
  const response = await context.fetch(url.toString());
  if (response.status === 404) return null;
  if (!response.ok) throw await refusal(response);
  return response.json().catch(() => {
    throw new ProviderError('answer', `${operation} answered with something other than JSON`, response.status);
  });
}

/** The kind, with the spec's field mapping (goods field → a hit's text field). */
export function yahooShopping(map: Readonly<Record<string, string>> = {}): ProviderClient {
  return {
    limits: { maxHits: MAX_RESULTS, maxPage: LAST_RESULT / MAX_RESULTS },
    holds: (id) => itemCodeOf(id) !== null,
    async search(query, context) {
      const start = (query.page - 1) * query.hits + 1;
      const results = Math.min(MAX_RESULTS, query.hits, LAST_RESULT - start + 1);
      // Item Search refuses a call without a query, genre or store: a browse of everything has no Shopping goods.
      if (results < 1 || (!query.keyword && !query.categoryId && !query.shopId)) return { total: 0, items: [] };
      const body = await call(context, ITEM_SEARCH, {
        query: query.keyword,
        genre_category_id: query.categoryId,
        seller_id: query.shopId,
        price_from: query.minPrice,
        price_to: query.maxPrice,
        in_stock: query.inStockOnly ? 'true' : undefined,
        sort: sorts[query.sort],
        results,
        start,
      });
      if (body === null) return { total: 0, items: [] };
      const answer = parsed(itemSearchAnswer, body, ITEM_SEARCH);
      return { total: answer.totalResultsAvailable, items: answer.hits.map((h) => itemOfHit(h, map)) };
    },
    async item(id, context) {
      const itemcode = itemCodeOf(id);
      if (!itemcode) return null;
      const body = await call(context, ITEM_LOOKUP, { itemcode, responsegroup: 'large' });
      if (body === null) return null;
      const found = parsed(itemLookupAnswer, body, ITEM_LOOKUP).ResultSet['0']?.Result[0];
      return found ? itemOfHit(hitOfLookup(found), map) : null;
    },
    async categories(parentId, context) {
      const body = await call(context, CATEGORY_SEARCH, { category_id: parentId ?? ROOT_CATEGORY });
      if (body === null) return [];
      const children = parsed(categorySearchAnswer, body, CATEGORY_SEARCH).ResultSet['0'].Result.Categories.Children ?? [];
      return children.map((c): ProviderCategory => ({ id: c.Id, name: categoryNameOf(c) }));
    },
  };
}
