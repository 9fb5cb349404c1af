// The replica's three operations over its goods, and the refusal shape every PA-API error answer shares
// ({"Errors":[{"__type":"com.amazon.paapi5#ErrorData","Code":…,"Message":…}]}). Parameters are checked against
// the values the documents list, so a misspelt one from the kind is refused as Amazon would refuse it.
import { type Good, browseNode, itemResources, renderItem, searchGoods, type SearchParameters } from './amazon-paapi-goods';

export class Refusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

export const errors = (...list: Array<{ code: string; message: string }>) => ({
  Errors: list.map(({ code, message }) => ({ __type: 'com.amazon.paapi5#ErrorData', Code: code, Message: message })),
});

export const invalid = (name: string, value: unknown) =>
  new Refusal(400, 'InvalidParameterValue', `The value [${String(value)}] provided in the request for ${name} is invalid.`);

type Payload = Record<string, unknown>;
interface Answer {
  status: number;
  body: unknown;
}

function resources(payload: Payload, allowed: ReadonlySet<string>): Set<string> {
  const list = payload.Resources ?? [];
  if (!Array.isArray(list)) throw invalid('Resources', list);
  for (const name of list) if (!allowed.has(String(name))) throw invalid('Resources', name);
  return new Set(list as string[]);
}

function bounded(payload: Payload, name: string, fallback: number, max: number): number {
  const value = payload[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) throw invalid(name, value);
  return value;
}

function oneOf(payload: Payload, name: string, values: string[]): void {
  const value = payload[name];
  if (value !== undefined && !values.includes(String(value))) throw invalid(name, value);
}

const searchWords = ['Keywords', 'Actor', 'Artist', 'Author', 'Brand', 'Title'];

function searchItems(payload: Payload, stock: readonly Good[]): Answer {
  // The documents ask for one of these: a browse node alone is not a search.
  if (!searchWords.some((name) => typeof payload[name] === 'string')) {
    throw new Refusal(400, 'InvalidParameterValue', `Either ${searchWords.join(', ')} should be provided in the request.`);
  }
  oneOf(payload, 'SortBy', ['AvgCustomerReviews', 'Featured', 'NewestArrivals', 'Price:HighToLow', 'Price:LowToHigh', 'Relevance']);
  oneOf(payload, 'Availability', ['Available', 'IncludeOutOfStock']);
  oneOf(payload, 'Merchant', ['All', 'Amazon']);
  for (const name of ['MinPrice', 'MaxPrice']) {
    const value = payload[name];
    if (value !== undefined && (typeof value !== 'number' || !Number.isInteger(value) || value < 1)) throw invalid(name, value);
  }
  const count = bounded(payload, 'ItemCount', 10, 10);
  const page = bounded(payload, 'ItemPage', 1, 10);
  const wanted = resources(payload, itemResources);
  const found = searchGoods(stock, payload as SearchParameters);
  const items = found.slice((page - 1) * count, page * count);
  if (items.length === 0) return { status: 404, body: errors({ code: 'NoResults', message: 'No results found for your request.' }) };
  const searchUrl = `https://www.amazon.co.jp/s?k=${encodeURIComponent(String(payload.Keywords ?? ''))}&tag=${String(payload.PartnerTag)}`;
  const body = { SearchResult: { Items: items.map((good) => renderItem(good, wanted)), SearchURL: searchUrl, TotalResultCount: found.length } };
  return { status: 200, body };
}

/** Each ItemId is answered on its own: the ones it cannot give come back as Errors beside the ones it can. */
function getItems(payload: Payload, stock: readonly Good[]): Answer {
  const ids = payload.ItemIds;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 10) throw invalid('ItemIds', ids);
  oneOf(payload, 'ItemIdType', ['ASIN']);
  const wanted = resources(payload, itemResources);
  const items: unknown[] = [];
  const problems: Array<{ code: string; message: string }> = [];
  for (const id of ids) {
    const good = stock.find((candidate) => candidate.asin === id);
    if (!good) {
      problems.push({ code: 'InvalidParameterValue', message: `The ItemId ${String(id)} provided in the request is invalid.` });
    } else if (good.withdrawn) {
      problems.push({ code: 'ItemNotAccessible', message: `The ItemId ${good.asin} is not accessible through the Product Advertising API.` });
    } else {
      items.push(renderItem(good, wanted));
    }
  }
  const body = { ...(items.length > 0 ? { ItemsResult: { Items: items } } : {}), ...(problems.length > 0 ? errors(...problems) : {}) };
  return { status: 200, body };
}

const browseNodeResources = new Set(['BrowseNodes.Ancestor', 'BrowseNodes.Children']);

function getBrowseNodes(payload: Payload): Answer {
  const ids = payload.BrowseNodeIds;
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > 10) throw invalid('BrowseNodeIds', ids);
  const withChildren = resources(payload, browseNodeResources).has('BrowseNodes.Children');
  const found = ids.map((id) => browseNode(String(id), withChildren));
  if (found.some((node) => node === null)) throw invalid('BrowseNodeIds', ids.join(','));
  return { status: 200, body: { BrowseNodesResult: { BrowseNodes: found } } };
}

export const operations: Record<string, (payload: Payload, stock: readonly Good[]) => Answer> = {
  '/paapi5/searchitems': searchItems,
  '/paapi5/getitems': getItems,
  '/paapi5/getbrowsenodes': getBrowseNodes,
};

/** The X-Amz-Target each path must carry. */
export const targets: Record<string, string> = {
  '/paapi5/searchitems': 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1.SearchItems',
  '/paapi5/getitems': 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1.GetItems',
  '/paapi5/getbrowsenodes': 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1.GetBrowseNodes',
};
