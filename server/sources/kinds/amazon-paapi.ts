// Amazon JP through Product Advertising API 5.0: SearchItems for search, GetItems for an item (its ASIN),
// GetBrowseNodes for a category's children. Every call is a signed POST of JSON (AWS Signature Version 4,
// service ProductAdvertisingAPI; Japan's host and region from the locale reference).
// https://webservices.amazon.com/paapi5/documentation/sending-request.html, search-items.html, get-items.html,
// getbrowsenodes.html, common-request-parameters.html, locale-reference/japan.html (read 2026-12-02). That site
// says PA-API is deprecated from 2026-04-30 in favour of the Creators API, and Offers (read here) in favour of
// OffersV2: this kind follows the 5.0 documents and was never tried against the real service.
import { type ProviderCategory, type ProviderClient, type ProviderContext, type ProviderSearch, ProviderError } from '../provider';
import { type PaapiItem, readItem, refusal } from './amazon-paapi-answers';
import { call, type Operation } from './amazon-paapi-request';

/** SearchItems answers at most 10 items a page and at most 10 pages (ItemCount, ItemPage). */
export const paapiMaxItemCount = 10;
export const paapiMaxItemPage = 10;

/** Only what our goods fields read: each resource asked for is one more thing Amazon must gather. */
const itemResources = [
  'ItemInfo.Title',
  'ItemInfo.Features',
  'Images.Primary.Large',
  'Images.Variants.Large',
  'Offers.Listings.Price',
  'Offers.Listings.Availability.Type',
  'Offers.Listings.MerchantInfo',
  'Offers.Listings.Condition',
  'Offers.Listings.DeliveryInfo.IsFreeShippingEligible',
  'BrowseNodeInfo.BrowseNodes',
];

const sortBy: Record<ProviderSearch['sort'], string> = {
  relevance: 'Relevance',
  priceAsc: 'Price:LowToHigh',
  priceDesc: 'Price:HighToLow',
  newest: 'NewestArrivals',
};

/** Codes GetItems gives for an ASIN it does not (or no longer) serve. */
const goneItemCodes = new Set(['ItemNotAccessible', 'InvalidParameterValue']);

function searchPayload(query: ProviderSearch): object {
  if (query.hits < 1 || query.hits > paapiMaxItemCount || query.page < 1 || query.page > paapiMaxItemPage) {
    throw new ProviderError('request', `PA-API pages 1–${paapiMaxItemPage} of 1–${paapiMaxItemCount} items`);
  }
  if (query.shopId !== undefined && query.shopId !== 'Amazon') {
    throw new ProviderError('request', 'PA-API searches all sellers or Amazon itself, never one other seller');
  }
  return {
    ...(query.keyword ? { Keywords: query.keyword } : {}),
    ...(query.categoryId ? { BrowseNodeId: query.categoryId } : {}),
    SearchIndex: 'All',
    ItemCount: query.hits,
    ItemPage: query.page,
    ...(query.minPrice !== undefined ? { MinPrice: query.minPrice } : {}),
    ...(query.maxPrice !== undefined ? { MaxPrice: query.maxPrice } : {}),
    ...(query.shopId === 'Amazon' ? { Merchant: 'Amazon' } : {}),
    Availability: query.inStockOnly ? 'Available' : 'IncludeOutOfStock',
    SortBy: sortBy[query.sort],
    Resources: itemResources,
  };
}

function answerError(operation: Operation, missing: string, status: number): ProviderError {
  return new ProviderError('answer', `Amazon PA-API answered ${operation} without ${missing}`, status);
}

/** GetBrowseNodes answers at most 10 BrowseNodeIds a call. */
const paapiMaxBrowseNodeIds = 10;

type BrowseNode = { Id?: string; DisplayName?: string; Children?: BrowseNode[] };

/** The children of each asked browse node, in one GetBrowseNodes call (a node without children has []). */
async function browseNodeChildren(ids: string[], context: ProviderContext): Promise<Record<string, ProviderCategory[]>> {
  if (ids.length < 1 || ids.length > paapiMaxBrowseNodeIds) throw new ProviderError('request', `GetBrowseNodes takes 1–${paapiMaxBrowseNodeIds} BrowseNodeIds`);
  const payload = { BrowseNodeIds: ids, LanguagesOfPreference: ['ja_JP'], Resources: ['BrowseNodes.Children'] };
  const answer = await call('GetBrowseNodes', payload, context);
  if (answer.status !== 200) throw refusal(answer.status, answer.body.Errors, answer.retryAfter);
  const nodes = (answer.body.BrowseNodesResult as { BrowseNodes?: BrowseNode[] } | undefined)?.BrowseNodes;
  if (!Array.isArray(nodes)) throw answerError('GetBrowseNodes', 'BrowseNodesResult.BrowseNodes', answer.status);
  return Object.fromEntries(
    ids.map((id) => {
      const children = nodes.find((node) => node.Id === id)?.Children ?? [];
      return [id, children.flatMap((child) => (child.Id && child.DisplayName ? [{ id: child.Id, name: child.DisplayName }] : []))];
    }),
  );
}

export const amazonPaapi: ProviderClient = {
  limits: { maxHits: paapiMaxItemCount, maxPage: paapiMaxItemPage },
  // SearchItems needs Keywords (or an author, brand, title…): a browse node alone is refused.
  needsKeyword: true,
  async search(query, context) {
    const answer = await call('SearchItems', searchPayload(query), context);
    // A search that matches nothing is a 404 with the NoResults code, not an empty list.
    if (answer.status === 404 && answer.body.Errors?.[0]?.Code === 'NoResults') return { total: 0, items: [] };
    if (answer.status !== 200) throw refusal(answer.status, answer.body.Errors, answer.retryAfter);
    const result = answer.body.SearchResult as { Items?: PaapiItem[]; TotalResultCount?: number } | undefined;
    if (!result || !Array.isArray(result.Items)) throw answerError('SearchItems', 'SearchResult.Items', answer.status);
    const items = result.Items.map(readItem).filter((item) => item !== null);
    return { total: result.TotalResultCount ?? items.length, items };
  },

  async item(id, context) {
    const answer = await call('GetItems', { ItemIds: [id], ItemIdType: 'ASIN', Resources: itemResources }, context);
    const errors = answer.body.Errors ?? [];
    const result = answer.body.ItemsResult as { Items?: PaapiItem[] } | undefined;
    const found = result?.Items?.find((item) => item.ASIN === id);
    if (found) return readItem(found);
    if (answer.status < 500 && errors.some((error) => goneItemCodes.has(error.Code ?? ''))) return null;
    if (answer.status !== 200) throw refusal(answer.status, errors, answer.retryAfter);
    throw answerError('GetItems', `ItemsResult for ${id}`, answer.status);
  },

  async categories(parentId, context) {
    // PA-API has no call listing the top level: GetBrowseNodes starts from a node id one already has.
    if (parentId === null) return [];
    return (await browseNodeChildren([parentId], context))[parentId] ?? [];
  },

  // The tree starts from the browse node ids our catalog holds (the seed's top-level ids are Amazon JP's own).
  categoryRoots: 'catalog',
  categoryChildren: { parents: paapiMaxBrowseNodeIds, read: browseNodeChildren },
};
