import type { ScreenKind } from '../../../generated/routes';
import type { SearchPreset } from './filters';

/** The search routes that share this screen. */
export type SearchKind = Extract<
  ScreenKind,
  'search' | 'search.pool' | 'search.brand' | 'popular' | 'mall.yahoo.search' | 'mall.magi.search' | 'discount.amazon.search'
>;

interface SearchRoute {
  preset: SearchPreset;
  /** The page heading (a browse.search.* key) when there is no keyword. */
  title: string;
  /** Whether the marketplace filter shows: a marketplace's own search stays on it. */
  siteFilter: boolean;
}

export const searchRoutes: Record<SearchKind, SearchRoute> = {
  search: { preset: {}, title: 'browse.search.title', siteFilter: true },
  'search.pool': { preset: {}, title: 'browse.search.poolTitle', siteFilter: true },
  'search.brand': { preset: {}, title: 'browse.search.brandTitle', siteFilter: true },
  popular: { preset: {}, title: 'browse.search.popularTitle', siteFilter: true },
  'mall.yahoo.search': { preset: { site: 'yahoo' }, title: 'browse.search.siteTitle', siteFilter: false },
  'mall.magi.search': { preset: { site: 'magi' }, title: 'browse.search.siteTitle', siteFilter: false },
  'discount.amazon.search': { preset: { site: 'amazon', onSale: true }, title: 'browse.search.dealsTitle', siteFilter: false },
};

export function isSearchKind(kind: string | undefined): kind is SearchKind {
  return kind !== undefined && Object.hasOwn(searchRoutes, kind);
}
