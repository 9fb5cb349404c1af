// The storefront address of a saved search, as the search page writes it (src/features/search/filters.ts
// writeFilters: defaults and the screen's presets left out), plus the alert whose items it marks new.
import type { SavedQuery } from '../../generated/api/schemas';
import { type RouteName, routes } from '../../generated/routes';

export const searchScreens = ['search', 'search.pool', 'search.brand', 'popular', 'mall.yahoo.search', 'mall.magi.search', 'discount.amazon.search'] as const;
export type SearchScreen = (typeof searchScreens)[number];

/** What a screen fixes before its address (src/features/search/presets.ts). */
const presets: Partial<Record<SearchScreen, { site?: string; onSale?: boolean }>> = {
  'mall.yahoo.search': { site: 'yahoo' },
  'mall.magi.search': { site: 'magi' },
  'discount.amazon.search': { site: 'amazon', onSale: true },
};

export const isSearchScreen = (value: string): value is SearchScreen => (searchScreens as readonly string[]).includes(value);

export function searchPath(screen: string, q: SavedQuery, alertId?: number): string {
  const name: RouteName = isSearchScreen(screen) ? screen : 'search';
  const preset = presets[name as SearchScreen] ?? {};
  const out = new URLSearchParams();
  if (q.keyword) out.set('keyword', q.keyword);
  if (q.keyword && q.expand === false) out.set('expand', '0');
  if (q.site && q.site !== preset.site) out.set('site', q.site);
  if (q.site && q.category !== undefined) out.set('category', String(q.category));
  if (q.minPrice !== undefined) out.set('min', String(q.minPrice));
  if (q.maxPrice !== undefined) out.set('max', String(q.maxPrice));
  if (q.condition) out.set('condition', q.condition);
  if (q.listing) out.set('listing', q.listing);
  if (q.hideSoldOut) out.set('hideSoldOut', '1');
  if ((q.onSale ?? false) !== (preset.onSale ?? false)) out.set('onSale', q.onSale ? '1' : '0');
  if (q.sellerId) out.set('sellerId', q.sellerId);
  if (q.sort && q.sort !== 'relevance') out.set('sort', q.sort);
  if (alertId !== undefined) out.set('alert', String(alertId));
  const search = out.toString();
  return search ? `${routes[name].path}?${search}` : routes[name].path;
}
