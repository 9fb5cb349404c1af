// The goods per marketplace under every filter but the marketplace, each search's first query: on SQLite
// from goods_counts when the filters are ones it keeps, from goods_facets for a keyword's matches, and
// from goods_filters otherwise; PostgreSQL counts the goods table as its planner sees fit.
import { siteIds } from '../../generated/sites';
import type { GoodsCondition, ListingType } from '../db/types';
import type { Services } from '../services';
import { type Filters, type SiteFilter, ftsMatches, plainSites, throughIndex } from './search-sql';
import type { SearchQuery, SearchScope } from './source';

export interface CountPlan {
  fts: string | null;
  filters: Filters;
  siteFilter: SiteFilter;
  /** Without a keyword, category or seller: goods_counts or goods_filters can answer the count alone. */
  narrowable: boolean;
}

const allConditions: GoodsCondition[] = ['new', 'likeNew', 'good', 'fair', 'poor'];
const allListings: ListingType[] = ['fixed', 'auction'];

/** The goods per marketplace under every filter but the marketplace. */
export async function countPerSite(services: Pick<Services, 'db' | 'dialect'>, query: SearchQuery, scope: SearchScope, plan: CountPlan): Promise<{ site: string; n: number }[]> {
  const { db, dialect } = services;
  if (dialect === 'sqlite' && plan.fts !== null) {
    // Each match of the keyword looked up in goods_facets. The marketplace is a test there, not a look-up
    // (`+`): SQLite would otherwise seek every match once per marketplace.
    const counting = ftsMatches(db, plan.fts)
      .select(['goods.site', (eb) => eb.fn.countAll<number>().as('n')])
      .where((eb) => eb.and([...plainSites(scope.countSites), ...plan.filters(eb, true)]))
      .groupBy('goods.site');
    return throughIndex(db, counting, 'goods_facets');
  }
  const counting = db
    .selectFrom('goods')
    .select(['goods.site', (eb) => eb.fn.countAll<number>().as('n')])
    .where((eb) => eb.and([...plan.siteFilter(eb, scope.countSites), ...plan.filters(eb, false)]))
    .groupBy('goods.site');
  if (dialect !== 'sqlite' || !plan.narrowable) return counting.execute();
  // Filters that goods_counts keeps apart (no price, no auction end to compare with now): summed from it.
  if (query.minPrice === undefined && query.maxPrice === undefined && !query.hideSoldOut && query.sort !== 'endingSoon') {
    let kept = db.selectFrom('goods_counts').select(['goods_counts.site', (eb) => eb.fn.sum<number>('goods_counts.n').as('n')]);
    if (scope.countSites.length < siteIds.length) kept = kept.where('goods_counts.site', 'in', scope.countSites);
    if (query.condition) kept = kept.where('goods_counts.condition', '=', query.condition);
    if (query.listing) kept = kept.where('goods_counts.listing_type', '=', query.listing);
    if (query.onSale) kept = kept.where('goods_counts.on_sale', '=', 1);
    return kept.groupBy('goods_counts.site').execute();
  }
  // goods_filters begins (site, condition, listing type, price): every condition and listing type named,
  // SQLite seeks each combination's price range instead of reading the marketplace's whole part of the
  // index, and tests the rest (sold out, ends, sale) in the index, never a goods row.
  const narrowed = counting.where((eb) =>
    eb.and([
      ...(query.condition ? [] : [eb('goods.condition', 'in', allConditions)]),
      ...(query.listing || query.sort === 'endingSoon' ? [] : [eb('goods.listing_type', 'in', allListings)]),
    ]),
  );
  return throughIndex(db, narrowed, 'goods_filters');
}

