// A saved search's query as one normal form: the same search saved twice (another spacing, full-width
// letters, a flag sent as false, the default sort spelled out) is one key. The keyword keeps the shopper's
// spelling for display and for the search page's link; the key uses the search's own folding
// (server/catalog/text.ts), so it equals what decides which goods match.
import type { SavedQuery } from '../../generated/api/schemas';
import { keywordTerms } from '../catalog/text';

/** The query with defaults and empty values left out and the keyword spaced once. */
export function normalizeQuery(q: SavedQuery): SavedQuery {
  const keyword = q.keyword?.trim().split(/\s+/u).filter(Boolean).join(' ');
  const out: SavedQuery = {};
  if (keyword) out.keyword = keyword;
  // The words as typed only: another search than the expanded one (the default, left out).
  if (keyword && q.expand === false) out.expand = false;
  if (q.site) out.site = q.site;
  // A category means something only on its marketplace (the search refuses it otherwise).
  if (q.site && q.category !== undefined) out.category = q.category;
  if (q.minPrice !== undefined && q.minPrice > 0) out.minPrice = q.minPrice;
  if (q.maxPrice !== undefined) out.maxPrice = q.maxPrice;
  if (q.condition) out.condition = q.condition;
  if (q.listing) out.listing = q.listing;
  if (q.hideSoldOut) out.hideSoldOut = true;
  if (q.onSale) out.onSale = true;
  const sellerId = q.sellerId?.trim();
  if (sellerId) out.sellerId = sellerId;
  if (q.sort && q.sort !== 'relevance') out.sort = q.sort;
  return out;
}

/** One string per distinct search: folded terms in order of first use, then the filters in a fixed order. */
export function queryKey(q: SavedQuery): string {
  const n = normalizeQuery(q);
  const parts: [string, unknown][] = [
    ['k', keywordTerms(n.keyword)], ['x', n.expand],
    ['s', n.site], ['c', n.category], ['min', n.minPrice], ['max', n.maxPrice], ['cond', n.condition],
    ['l', n.listing], ['h', n.hideSoldOut], ['o', n.onSale], ['seller', n.sellerId], ['sort', n.sort],
  ];
  return JSON.stringify(parts.filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)));
}

/** A short name for the list: the keyword, else the marketplace, else a generic word the screen translates. */
export function defaultName(q: SavedQuery): string {
  return (q.keyword ?? q.site ?? '').slice(0, 80);
}
