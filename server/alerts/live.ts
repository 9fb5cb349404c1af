// The alert job's part for live marketplaces. Their goods are the provider's and are never imported, so no new
// goods id stands for a new listing: each saved search on one is run as its search page runs it (the registry,
// so the provider answers with its own genres, keywords and filters), newest first, and what it lists that its
// last run did not (saved_searches.live_seen) is news. The first run, when the search is saved (else at the
// job's next run), only notes what is there: goods listed before the search was saved are not news. A new item is read and kept (keep.ts) so that the alert names it
// as any goods row; the hits table then keeps one search from being told of one item twice, as for imports.
import type { SavedQuery } from '../../generated/api/schemas';
import { isSiteId } from '../../generated/sites';
import { expandSearchKeyword } from '../catalog/expansion/sources';
import { findGoods } from '../catalog/goods-detail';
import { catalogOf } from '../catalog/registry';
import type { SearchQuery } from '../catalog/source';
import type { Services } from '../services';
import { asksLiveSource } from './live-query';
import { accountLanguage } from './load';

/** One search page, the largest a provider here answers (Rakuten's 30): new goods beyond it wait for the next run. */
const PAGE = 30;
/** Ids remembered per search: enough that an item an update moves up the newest-first list again is not news. */
const MAX_SEEN = 300;

async function searchOf(services: Services, q: SavedQuery, language: string): Promise<SearchQuery> {
  const keyword = q.keyword?.trim() || undefined;
  return {
    keyword,
    // As the search page expands it, in the saver's account language, unless saved as the words typed only.
    expansion: keyword && q.expand !== false ? await expandSearchKeyword(services, keyword, accountLanguage(language)) : undefined,
    category: q.category, minPrice: q.minPrice, maxPrice: q.maxPrice, condition: q.condition, listing: q.listing,
    hideSoldOut: q.hideSoldOut, onSale: q.onSale, sellerId: q.sellerId, sort: 'newest', offset: 0, limit: PAGE, fresh: true,
  };
}

/** A saved search as a live run reads it, the saver's account language (users.language) beside it. */
export interface LiveSearchRow {
  id: number;
  query: string;
  live_seen: string | null;
  language: string;
}

/**
 * Runs one saved search on a live marketplace: the first run notes what it lists, a later one records what it
 * lists anew as matches. Answers how many it recorded; a provider that does not answer throws, nothing noted.
 */
export async function runLiveSearch(services: Services, row: LiveSearchRow): Promise<number> {
  const q = JSON.parse(row.query) as SavedQuery;
  if (!asksLiveSource(q) || !q.site || !isSiteId(q.site)) return 0;
  const site = q.site;
  const { db } = services;
  const catalog = catalogOf(services);
  // The provider is asked outside any transaction: no row waits on it.
  const found = await catalog.search(await searchOf(services, q, row.language), site);
  const listed = found.items.map((item) => item.Id);
  const seen = row.live_seen === null ? null : (JSON.parse(row.live_seen) as string[]);
  const goodsIds: number[] = [];
  for (const id of seen ? listed.filter((id) => !seen.includes(id)) : []) {
    await catalog.source(site).refresh?.(site, id);
    const kept = await findGoods(db, site, id);
    if (kept && kept.blocked_at === null) goodsIds.push(kept.id);
  }
  const remembered = (seen ?? []).filter((id) => !listed.includes(id));
  const now = services.now();
  await db.transaction().execute(async (trx) => {
    if (goodsIds.length > 0) {
      await trx
        .insertInto('saved_search_hits')
        .values(goodsIds.map((goodsId) => ({ search_id: row.id, goods_id: goodsId, alert_id: null, created_at: now })))
        .onConflict((oc) => oc.columns(['search_id', 'goods_id']).doNothing())
        .execute();
    }
    await trx.updateTable('saved_searches').set({ live_seen: JSON.stringify([...listed, ...remembered].slice(0, MAX_SEEN)) }).where('id', '=', row.id).execute();
  });
  return goodsIds.length;
}

/** Runs every active saved search on a live marketplace once; answers how many matches were recorded. */
export async function matchLiveSearches(services: Services): Promise<number> {
  const rows = await services.db
    .selectFrom('saved_searches')
    .innerJoin('users', 'users.id', 'saved_searches.user_id')
    .select(['saved_searches.id', 'saved_searches.query', 'saved_searches.live_seen', 'users.language'])
    .where('saved_searches.paused_at', 'is', null)
    .orderBy('saved_searches.id')
    .execute();
  let recorded = 0;
  for (const row of rows) {
    try {
      recorded += await runLiveSearch(services, row);
    } catch (error) {
      // Its provider not answering: this search runs again at the next run, nothing noted meanwhile.
      services.log.warn({ search: row.id, err: error }, 'a saved search on a live marketplace was not run: its provider did not answer');
    }
  }
  return recorded;
}
