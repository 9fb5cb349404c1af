// Matching a batch of new listings against every saved search at once, in memory. A saved search matches
// an item exactly when the search page would list it: every keyword term is a part of the item's folded
// search text (what the trigram index and the short-term LIKE of server/catalog/local-search.ts test), and
// every filter holds as that file's SQL states it.
//
// Per-search queries would cost one round trip per saved search per batch. Instead each search is filed
// under one n-gram of its terms (a trigram of a long term, a short term whole): the one that the fewest
// items of this batch contain. An item then only meets the searches filed under its own n-grams, so almost
// every search is never looked at for almost every item; a search whose rarest n-gram is in no item of the
// batch is not looked at at all. Searches without a keyword are filed by marketplace.

export interface MatchSearch {
  id: number;
  /** Folded terms (keywordTerms). */
  terms: readonly string[];
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

/** The n-grams a term can be found by: its trigrams, or itself when shorter. */
function keysOf(term: string): string[] {
  const chars = Array.from(term);
  if (chars.length <= gramLength) return [term];
  const keys: string[] = [];
  for (let i = 0; i + gramLength <= chars.length; i++) keys.push(chars.slice(i, i + gramLength).join(''));
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
  filtersHold(s, g, now) && s.terms.every((t) => g.searchText.includes(t));

/** Every (search, item) pair that matches, in item order then search id order. */
export function matchBatch(searches: readonly MatchSearch[], goods: readonly MatchGoods[], now: number): { searchId: number; goodsId: number }[] {
  const itemGrams = goods.map((g) => gramsOf(g.searchText));
  const frequency = new Map<string, number>();
  for (const grams of itemGrams) for (const gram of grams) frequency.set(gram, (frequency.get(gram) ?? 0) + 1);

  const byGram = new Map<string, MatchSearch[]>();
  const bySite = new Map<string, MatchSearch[]>();
  for (const s of searches) {
    if (s.terms.length === 0) {
      const key = s.site ?? '*';
      bySite.set(key, [...(bySite.get(key) ?? []), s]);
      continue;
    }
    let best: string | null = null;
    let bestCount = Infinity;
    for (const term of s.terms) {
      for (const key of keysOf(term)) {
        const count = frequency.get(key) ?? 0;
        if (count < bestCount) [best, bestCount] = [key, count];
      }
    }
    // No item of the batch has this piece of a term: the search cannot match any of them.
    if (best === null || bestCount === 0) continue;
    const list = byGram.get(best);
    if (list) list.push(s);
    else byGram.set(best, [s]);
  }

  const found: { searchId: number; goodsId: number }[] = [];
  goods.forEach((g, i) => {
    const hit: number[] = [];
    for (const s of [...(bySite.get(g.site) ?? []), ...(bySite.get('*') ?? [])]) if (matches(s, g, now)) hit.push(s.id);
    for (const gram of itemGrams[i]!) {
      const filed = byGram.get(gram);
      if (filed) for (const s of filed) if (matches(s, g, now)) hit.push(s.id);
    }
    hit.sort((a, b) => a - b);
    for (const id of hit) found.push({ searchId: id, goodsId: g.id });
  });
  return found;
}
