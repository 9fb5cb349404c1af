// Matching a batch of new listings against every saved search at once, in memory. A saved search matches
// an item exactly when the search page would list it: one alternative of every group of its keyword (the
// words as typed and, expanded, their Japanese terms: server/catalog/expansion/alternatives.ts) is in the
// item's folded search text, as the trigram index and the LIKE of server/catalog/search-terms.ts test,
// and every filter holds as local-search.ts's SQL states it.
//
// Per-search queries would cost one round trip per saved search per batch. Instead each search is filed
// under n-grams of one of its groups (a trigram of a long alternative, a short one whole): for each
// alternative the one that the fewest items of this batch contain, in the group whose alternatives are
// rarest together. Every item the search matches holds one of them, so an item only meets the searches
// filed under its own n-grams, and almost every search is never looked at for almost every item; a search
// with a group none of whose alternatives is in any item of the batch is not looked at at all. Searches
// without a keyword are filed by marketplace.
import { type Alternative, groupHolds } from '../catalog/expansion/alternatives';

export interface MatchSearch {
  id: number;
  /** The keyword's groups of alternatives (termGroups); none for a search without a keyword. */
  groups: readonly (readonly Alternative[])[];
  site?: string;
  /** The search's category and everything under it (catalog row ids); undefined for none. */
  categoryIds?: ReadonlySet<number>;
  minPrice?: number;
  maxPrice?: number;
  condition?: string;
  listing?: string;
  hideSoldOut?: boolean;
  onSale?: boolean;
  sellerId?: string;
  endingSoon?: boolean;
}

export interface MatchGoods {
  id: number;
  site: string;
  /** goods.search_text: already folded. */
  searchText: string;
  categoryId: number | null;
  priceYen: number;
  condition: string;
  listingType: string;
  discountRate: number | null;
  soldOutAt: number | null;
  endsAt: number | null;
  sellerExternalId: string;
}

const gramLength = 3;

/** Every 1-, 2- and 3-character piece of the text without white space: the keys an item can be met under. */
function gramsOf(text: string): Set<string> {
  const chars = Array.from(text);
  const grams = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    let gram = '';
    for (let n = 0; n < gramLength && i + n < chars.length; n++) {
      const c = chars[i + n]!;
      if (/\s/u.test(c)) break;
      gram += c;
      grams.add(gram);
    }
  }
  return grams;
}

/** The n-grams an alternative can be found by: each of its words' trigrams, or the word itself when shorter. */
function keysOf(term: string): string[] {
  const keys: string[] = [];
  for (const word of term.split(/\s+/u).filter(Boolean)) {
    const chars = Array.from(word);
    if (chars.length <= gramLength) keys.push(word);
    else for (let i = 0; i + gramLength <= chars.length; i++) keys.push(chars.slice(i, i + gramLength).join(''));
  }
  return keys;
}

/** The filters of local-search.ts, on one item. */
export function filtersHold(s: MatchSearch, g: MatchGoods, now: number): boolean {
  if (s.site !== undefined && g.site !== s.site) return false;
  if (s.categoryIds && (g.categoryId === null || !s.categoryIds.has(g.categoryId))) return false;
  if (s.minPrice !== undefined && g.priceYen < s.minPrice) return false;
  if (s.maxPrice !== undefined && g.priceYen > s.maxPrice) return false;
  if (s.condition !== undefined && g.condition !== s.condition) return false;
  if (s.listing !== undefined && g.listingType !== s.listing) return false;
  if (s.onSale && !((g.discountRate ?? 0) > 0)) return false;
  if (s.hideSoldOut && (g.soldOutAt !== null || (g.listingType !== 'fixed' && g.endsAt !== null && g.endsAt <= now))) return false;
  if (s.sellerId !== undefined && g.sellerExternalId !== s.sellerId) return false;
  if (s.endingSoon && (g.listingType !== 'auction' || g.endsAt === null || g.endsAt <= now)) return false;
  return true;
}

export const matches = (s: MatchSearch, g: MatchGoods, now: number): boolean =>
  filtersHold(s, g, now) && s.groups.every((group) => groupHolds(g.searchText, group));

/** The n-grams to file a search under (null: no item of the batch can match it). */
function filingKeys(s: MatchSearch, frequency: ReadonlyMap<string, number>): string[] | null {
  let best: string[] | null = null;
  let bestCount = Infinity;
  for (const group of s.groups) {
    const keys: string[] = [];
    let count = 0;
    for (const alternative of group) {
      let rarest: string | null = null;
      let rarestCount = Infinity;
      for (const key of keysOf(alternative.text)) {
        const n = frequency.get(key) ?? 0;
        if (n < rarestCount) [rarest, rarestCount] = [key, n];
      }
      // An alternative no item holds a piece of cannot match here.
      if (rarest !== null && rarestCount > 0) {
        keys.push(rarest);
        count += rarestCount;
      }
    }
    if (keys.length === 0) return null;
    if (count < bestCount) [best, bestCount] = [keys, count];
  }
  return best;
}

/** Every (search, item) pair that matches, in item order then search id order. */
export function matchBatch(searches: readonly MatchSearch[], goods: readonly MatchGoods[], now: number): { searchId: number; goodsId: number }[] {
  const itemGrams = goods.map((g) => gramsOf(g.searchText));
  const frequency = new Map<string, number>();
  for (const grams of itemGrams) for (const gram of grams) frequency.set(gram, (frequency.get(gram) ?? 0) + 1);

  const byGram = new Map<string, MatchSearch[]>();
  const bySite = new Map<string, MatchSearch[]>();
  for (const s of searches) {
    if (s.groups.length === 0) {
      const key = s.site ?? '*';
      bySite.set(key, [...(bySite.get(key) ?? []), s]);
      continue;
    }
    const keys = filingKeys(s, frequency);
    if (keys === null) continue;
    for (const key of new Set(keys)) {
      const list = byGram.get(key);
      if (list) list.push(s);
      else byGram.set(key, [s]);
    }
  }

  const found: { searchId: number; goodsId: number }[] = [];
  goods.forEach((g, i) => {
    const hit = new Set<number>();
    for (const s of [...(bySite.get(g.site) ?? []), ...(bySite.get('*') ?? [])]) if (matches(s, g, now)) hit.add(s.id);
    for (const gram of itemGrams[i]!) {
      const filed = byGram.get(gram);
      // A search filed under several n-grams of this item is matched once.
      if (filed) for (const s of filed) if (!hit.has(s.id) && matches(s, g, now)) hit.add(s.id);
    }
    for (const id of [...hit].sort((a, b) => a - b)) found.push({ searchId: id, goodsId: g.id });
  });
  return found;
}
