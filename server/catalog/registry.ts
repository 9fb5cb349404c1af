// The marketplace source of every site (generated/sites.ts): the local catalog unless a live source was
// registered for it (for some of its listings only: split-source.ts joins the two). A search over several marketplaces asks each source once for the marketplaces it
// serves and merges the answers.
import type { GoodsListItem, SiteCount } from '../../generated/api/schemas';
import { type SiteId, siteIds, siteOrder, sites } from '../../generated/sites';
import { constants } from '../../generated/constants';
import type { ListingType } from '../db/types';
import type { Services } from '../services';
import { createAnswerCache } from './answer-cache';
import { onCatalogChange } from './changes';
import { loadExpansionFiles } from './expansion/sources';
import { createLocalSource } from './local';
import { mergeLists } from './merge';
import type { MarketplaceSource, SearchQuery } from './source';
import { createSplitSource } from './split-source';
import { keywordTerms } from './text';

export type SourceFactory = (services: Services) => MarketplaceSource;

const liveSources = new Map<SiteId, { factory: SourceFactory; listings: readonly ListingType[] }>();

const allListings: readonly ListingType[] = ['fixed', 'auction'];

/**
 * Puts a live marketplace's source in place of the local catalog for that site (before the server starts);
 * for those of its listings only, when given: the local catalog keeps the others (Yahoo!'s auctions).
 */
export function registerSource(site: SiteId, factory: SourceFactory, listings: readonly ListingType[] = allListings): void {
  liveSources.set(site, { factory, listings });
}

/** Gives the site back to the local catalog (a server started again without the live source's settings). */
export function unregisterSource(site: SiteId): void {
  liveSources.delete(site);
}

/**
 * Whether a live marketplace source answers for the site, or for that listing of it: the auction market
 * simulator stays off for auctions a live source serves (Yahoo!'s stay local, and simulated, beside live Shopping).
 */
export function hasLiveSource(site: SiteId, listing?: ListingType): boolean {
  const live = liveSources.get(site);
  return live !== undefined && (listing === undefined || live.listings.includes(listing));
}

export interface SearchOutcome {
  total: number;
  items: GoodsListItem[];
  siteCounts: SiteCount[];
  /** Marketplaces whose live source failed this search; the others answered. */
  unavailable: SiteId[];
}

export interface Catalog {
  source(site: SiteId): MarketplaceSource;
  /** Goods of one marketplace or all of them, with the counts per marketplace under the same filters. */
  search(query: SearchQuery, site?: SiteId): Promise<SearchOutcome>;
  /** The same, an identical search of the last few seconds answered from memory (constants.catalog.searchCache). */
  searchCached(query: SearchQuery, site?: SiteId): Promise<SearchOutcome>;
  /** Resolves when every source can answer at full speed (the search threads started). */
  ready(): Promise<void>;
  /** Stops the sources' threads; the catalog is not used after. */
  close(): Promise<void>;
}

/**
 * What makes two searches the same: the keyword as the search reads it (folded, split, each term once; or,
 * expanded, its groups of alternatives, which depend on the shopper's language) and every other field. The
 * answer depends on nothing else (goods are listed as they are; the edition is the server's own).
 */
export function searchKey(query: SearchQuery, site: SiteId | undefined): string {
  const { keyword, expansion, ...rest } = query;
  const fields = Object.entries(rest).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
  const words = expansion ? expansion.map((g) => [...g.forms, '|', ...g.japanese]) : keywordTerms(keyword);
  return JSON.stringify([site ?? null, words, fields]);
}

function createCatalog(services: Services): Catalog {
  const local = createLocalSource(services);
  const sourceOf = (site: SiteId): MarketplaceSource => {
    const live = liveSources.get(site);
    if (!live) return local;
    const source = live.factory(services);
    return allListings.every((l) => live.listings.includes(l)) ? source : createSplitSource(source, local, live.listings);
  };
  const sources = new Map<SiteId, MarketplaceSource>(siteIds.map((site) => [site, sourceOf(site)]));
  const source = (site: SiteId) => sources.get(site)!;

  // A marketplace the edition does not offer (its pages redirect to /download) is not searched either.
  const offered = siteIds.filter((s) => sites[s].editions[services.config.edition]?.available !== false);

  const cache = createAnswerCache<SearchOutcome>(constants.catalog.searchCache);
  onCatalogChange(services.db, () => cache.invalidate());

  const catalog: Catalog = {
    source,
    searchCached: (query, site) => cache.get(searchKey(query, site), () => catalog.search(query, site)),
    async ready() {
      loadExpansionFiles(services);
      await Promise.all([...new Set([local, ...sources.values()])].map((s) => s.ready?.()));
    },
    async close() {
      cache.invalidate();
      await Promise.all([...new Set([local, ...sources.values()])].map((s) => s.close?.()));
    },
    async search(query, site) {
      const itemSites = site ? offered.filter((s) => s === site) : offered;
      const groups = new Map<MarketplaceSource, SiteId[]>();
      // A category id is the one marketplace's own: the other sources have no goods under it (nor know it).
      const asked = query.category !== undefined && site ? itemSites : offered;
      for (const s of asked) groups.set(source(s), [...(groups.get(source(s)) ?? []), s]);
      const single = groups.size === 1;
      // With several sources each lists from the start up to this page's end; the merge takes the page.
      const settled = await Promise.allSettled(
        [...groups].map(([src, countSites]) =>
          src.search(single ? query : { ...query, offset: 0, limit: query.offset + query.limit }, { countSites, itemSites: countSites.filter((s) => itemSites.includes(s)) }),
        ),
      );
      // A live provider that fails leaves its marketplaces out of this answer, named, rather than failing the
      // search for the others; the local catalog failing, or the one marketplace asked for, fails the search.
      const unavailable: SiteId[] = [];
      const answers = settled.flatMap((outcome, i) => {
        if (outcome.status === 'fulfilled') return [outcome.value];
        const [src, countSites] = [...groups][i]!;
        if (src === local || countSites.includes(site as SiteId)) throw outcome.reason;
        services.log.warn({ sites: countSites, err: outcome.reason }, 'a live marketplace did not answer a search');
        unavailable.push(...countSites);
        return [];
      });
      for (const answer of answers) unavailable.push(...(answer.unavailable ?? []));
      const counts = Object.assign({}, ...answers.map((a) => a.counts)) as Partial<Record<SiteId, number>>;
      const total = itemSites.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
      const items = single ? (answers[0]?.items ?? []) : mergeLists(answers.map((a) => a.items), query.sort).slice(query.offset, query.offset + query.limit);
      return { total, items, siteCounts: siteOrder.filter((s) => offered.includes(s)).map((s) => ({ site: s, count: counts[s] ?? 0 })), unavailable };
    },
  };
  return catalog;
}

const catalogs = new WeakMap<object, Catalog>();

/** The catalog of this server (one per database). */
export function catalogOf(services: Services): Catalog {
  let catalog = catalogs.get(services.db);
  if (!catalog) {
    // The services themselves, not the call context that carries them.
    const { db, dialect, config, log, mailer, payments, cache, changes, now } = services;
    catalog = createCatalog({ db, dialect, config, log, mailer, payments, cache, changes, now });
    catalogs.set(services.db, catalog);
  }
  return catalog;
}

/** Closes the catalog of this server, if one was made (when the server stops). */
export async function closeCatalog(services: Pick<Services, 'db'>): Promise<void> {
  const catalog = catalogs.get(services.db);
  catalogs.delete(services.db);
  await catalog?.close();
}
