// A live marketplace as a MarketplaceSource: any provider kind's client behind the guard (rate limit, timeout,
// retry, breaker) and caches for the times the spec gives, answering in the API's goods shapes.
import type { SourceConfig } from '../../generated/sources';
import type { SiteId } from '../../generated/sites';
import { createAnswerCache } from '../catalog/answer-cache';
import { findGoods, readGoodsDetail } from '../catalog/goods-detail';
import type { MarketplaceSource, SearchQuery } from '../catalog/source';
import type { GoodsRow } from '../db/types';
import { badField } from '../http/failure';
import type { Services } from '../services';
import { type Guard, createGuard } from './guard';
import type { ProviderClient, ProviderSearch } from './provider';
import { forgetItem, keepItem, readAtOf } from './keep';
import { createLiveCategories } from './live-categories';
import { createRateLimit } from './rate-limit';
import { listItemOf, sellerOf } from './to-goods';

export interface LiveSourceOptions {
  site: SiteId;
  config: SourceConfig;
  client: ProviderClient;
  credentials: Record<string, string>;
  base: string;
  /** For tests: the guard's back-off and breaker. */
  guard?: { retryDelayMs?: number; breakerFailures?: number; breakerOpenMs?: number };
}

export interface LiveSource extends MarketplaceSource {
  readonly site: SiteId;
  /** Why the provider refuses our key, while it does; null otherwise. */
  refusedKey(): string | null;
}

const MAX_ENTRIES = 500;

/** The words the provider must match: one Japanese term of each expanded group, else the keyword as typed. */
function keywordOf(query: SearchQuery): string | undefined {
  if (query.expansion?.length) return query.expansion.map((g) => g.japanese[0] ?? g.forms[0] ?? '').filter(Boolean).join(' ');
  return query.keyword?.trim() || undefined;
}

const sortOf = (sort: SearchQuery['sort']): ProviderSearch['sort'] => (sort === 'endingSoon' ? 'relevance' : sort);

export function createLiveSource(services: Pick<Services, 'db' | 'log' | 'now'>, options: LiveSourceOptions): LiveSource {
  const { site, config, client } = options;
  const guard: Guard = createGuard({
    provider: site,
    timeoutMs: config.timeoutMs,
    rateLimit: createRateLimit(services, config.kind, config.rateLimit),
    log: services.log,
    now: services.now,
    context: { credentials: options.credentials, base: options.base, now: services.now },
    ...options.guard,
  });
  const cache = (ms: number) => createAnswerCache<unknown>({ ttlMs: ms, maxEntries: MAX_ENTRIES, now: services.now });
  const caches = { search: cache(config.cacheMs.search) };
  const cached = <T>(kind: keyof typeof caches, key: unknown, load: () => Promise<T>) => caches[kind].get(JSON.stringify(key), load) as Promise<T>;
  const limits = client.limits ?? { maxHits: 30, maxPage: 100 };
  const pageSize = (limit: number) => Math.max(1, Math.min(limits.maxHits, limit));
  // An answer reads no more of the second level than one rate-limit window allows (live-categories.ts).
  const categoryTree = createLiveCategories(services, { site, client, guard, ttlMs: config.cacheMs.categories, readsPerAnswer: config.rateLimit.calls });
  const askProvider = (query: ProviderSearch) => guard.call((context) => client.search(query, context));
  const searchProvider = (query: ProviderSearch, fresh = false) => (fresh ? askProvider(query) : cached('search', query, () => askProvider(query)));

  // One read of an item at a time: shoppers opening the same page at once share it.
  const reading = new Map<string, Promise<void>>();
  const readItem = (id: string, kept: GoodsRow | undefined) => {
    let read = reading.get(id);
    if (!read) {
      read = (async () => {
        const item = await guard.call((context) => client.item(id, context));
        if (item) await keepItem(services.db, site, item, services.now(), kept);
        else await forgetItem(services.db, site, id, services.now(), kept);
      })().finally(() => reading.delete(id));
      reading.set(id, read);
    }
    return read;
  };
  // The kept row's read time stands for the item cache, so every server process sharing the database shares it.
  const refresh = async (id: string, maxAgeMs = config.cacheMs.item) => {
    const kept = await findGoods(services.db, site, id);
    if (typeof kept?.read_at === 'number' && services.now() - kept.read_at < maxAgeMs) return;
    await readItem(id, kept);
  };

  return {
    site,
    refusedKey: guard.refusedKey,
    holds: (id) => client.holds?.(id) ?? true,
    async search(query, scope) {
      if (!scope.countSites.includes(site)) return { items: [], counts: {} };
      // The providers' shops sell new goods at a fixed price: a search for used goods or auctions has none.
      if ((query.condition && query.condition !== 'new') || query.listing === 'auction') return { items: [], counts: { [site]: 0 } };
      if (client.needsKeyword && !keywordOf(query)) return { items: [], counts: { [site]: 0 } };
      // As the catalog refuses a category it does not have (local-search.ts), whatever the provider would answer.
      if (query.category !== undefined && !(await categoryTree.has(String(query.category)))) throw badField('category');
      const listed = scope.itemSites.includes(site);
      const hits = listed ? pageSize(query.limit) : 1;
      const wanted = listed ? Math.floor(query.offset / hits) + 1 : 1;
      // Past the provider's last page there is nothing to list; page 1 (usually cached) still gives the count.
      const beyond = wanted > limits.maxPage;
      const page = await searchProvider({
        keyword: keywordOf(query), categoryId: query.category === undefined ? undefined : String(query.category), shopId: query.sellerId,
        minPrice: query.minPrice, maxPrice: query.maxPrice, inStockOnly: query.hideSoldOut, sort: sortOf(query.sort),
        page: beyond ? 1 : wanted, hits,
      }, query.fresh);
      const skip = listed ? query.offset % hits : 0;
      const items = listed && !beyond ? page.items.slice(skip, skip + query.limit).map((i) => listItemOf(site, i)) : [];
      return { items, counts: { [site]: page.total } };
    },
    refresh: (_site, id, maxAgeMs) => refresh(id, maxAgeMs),
    async detail(_site, id, language) {
      try {
        await refresh(id);
      } catch (error) {
        // What we kept is shown while the provider does not answer; pay reads it again before any charge.
        if ((await readAtOf(services.db, site, id)) === undefined) throw error;
        services.log.warn({ site, id, err: error }, 'an item page shows what we kept: its provider did not answer');
      }
      const found = await readGoodsDetail(services, site, id, language);
      // Only the marketplace's own store has a page where the provider lists no seller's goods (shop() below).
      if (found && client.needsKeyword && !found.detail.Seller.IsOfficial) found.detail.Seller.HasShopPage = false;
      return found;
    },
    async shop(_site, sellerId, query) {
      // A provider that lists no seller's goods without words has no shop pages: the shop is not found here.
      if (client.needsKeyword) return null;
      const hits = pageSize(query.limit);
      const page = await searchProvider({ shopId: sellerId, sort: sortOf(query.sort), page: Math.min(limits.maxPage, Math.floor(query.offset / hits) + 1), hits });
      const first = page.items[0];
      if (!first) return null;
      return { seller: sellerOf(site, first, page.total), total: page.total, items: page.items.map((i) => listItemOf(site, i)) };
    },
    // The providers list no shops of their own accord: only a shop a shopper opened can be named.
    sellers: async () => ({ total: 0, items: [] }),
    categories: (_site, language) => categoryTree.tree(language),
    category: (_site, id, language) => categoryTree.find(id, language),
  };
}
