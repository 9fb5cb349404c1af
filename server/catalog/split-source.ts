// A marketplace a live provider serves only part of, the local catalog keeping the rest: Yahoo!, whose
// Shopping goods (fixed price, by store address) come from the Shopping Web API while its auctions (by auction
// id) stay in the catalog with their bids and the market simulator. Searches ask both parts and merge them as
// the registry merges sources; an item, its refresh and a shop go to the part that holds them.
import type { ListingType } from '../db/types';
import { mergeLists } from './merge';
import type { MarketplaceSource, SearchAnswer, SearchQuery } from './source';

export function createSplitSource(live: MarketplaceSource, local: MarketplaceSource, liveListings: readonly ListingType[]): MarketplaceSource {
  const localListing: ListingType = liveListings.includes('fixed') ? 'auction' : 'fixed';
  const holds = (id: string) => live.holds?.(id) ?? true;

  /** The parts a query asks, each with the query it is asked. */
  const parts = (query: SearchQuery): [MarketplaceSource, SearchQuery][] => {
    const asked: [MarketplaceSource, SearchQuery][] = [];
    if (!query.listing || liveListings.includes(query.listing)) asked.push([live, query]);
    // The category tree shown is the provider's, whose ids mean nothing to the catalog's own categories.
    if ((!query.listing || query.listing === localListing) && query.category === undefined) asked.push([local, { ...query, listing: localListing }]);
    return asked;
  };

  return {
    async search(query, scope) {
      const asked = parts(query);
      if (asked.length === 0) return { items: [], counts: Object.fromEntries(scope.countSites.map((s) => [s, 0])) };
      if (asked.length === 1) return asked[0]![0].search(asked[0]![1], scope);
      // Each part lists from the start up to this page's end; the merge takes the page. The provider failing
      // leaves the catalog's part answered, the marketplace named as incomplete; the catalog failing fails it.
      const [liveAnswer, localAnswer] = await Promise.allSettled(asked.map(([part, q]) => part.search({ ...q, offset: 0, limit: query.offset + query.limit }, scope)));
      if (localAnswer?.status !== 'fulfilled') throw localAnswer?.reason;
      const answers: SearchAnswer[] = liveAnswer?.status === 'fulfilled' ? [liveAnswer.value, localAnswer.value] : [localAnswer.value];
      const unavailable = liveAnswer?.status === 'fulfilled' ? [] : scope.countSites;
      const counts: SearchAnswer['counts'] = {};
      for (const answer of answers) for (const [site, n] of Object.entries(answer.counts)) counts[site as keyof typeof counts] = (counts[site as keyof typeof counts] ?? 0) + (n ?? 0);
      return { items: mergeLists(answers.map((a) => a.items), query.sort).slice(query.offset, query.offset + query.limit), counts, unavailable };
    },
    detail: (site, id, language) => (holds(id) ? live : local).detail(site, id, language),
    refresh: async (site, id, maxAgeMs) => (holds(id) ? live.refresh?.(site, id, maxAgeMs) : undefined),
    // A seller id does not say which part it belongs to: the provider is asked first (a store it does not know
    // answers null), then the catalog for its sellers' goods of the listing it keeps.
    async shop(site, sellerId, query) {
      const kept = () => local.shop(site, sellerId, { ...query, listing: localListing });
      try {
        const found = await live.shop(site, sellerId, query);
        if (found) return found;
      } catch (error) {
        // The provider not answering is not an empty store: only a seller of the catalog's own goods is shown.
        const found = await kept();
        if (found && found.total > 0) return found;
        throw error;
      }
      return kept();
    },
    // The providers list no shops of their own accord: the catalog's sellers are the marketplace's list.
    sellers: (site, official, offset, limit) => local.sellers(site, official, offset, limit),
    categories: (site, language) => live.categories(site, language),
    category: (site, id, language) => live.category(site, id, language),
  };
}
