import type { OperationParams } from '../../../generated/api/operations';
import { constants } from '../../../generated/constants';
import type { Currency } from '../../../generated/api/schemas';
import { type SiteId, isSiteId } from '../../../generated/sites';
import { maxOf } from '../../lib/api/limits';

export type SearchParams = OperationParams<'Sig.Front.SubSite.App.Search'>;
export type Sort = NonNullable<SearchParams['sort']>;
export type Condition = NonNullable<SearchParams['condition']>;
export type Listing = NonNullable<SearchParams['listing']>;

export const sorts: readonly Sort[] = ['relevance', 'priceAsc', 'priceDesc', 'newest', 'endingSoon'];
export const conditions: readonly Condition[] = ['new', 'likeNew', 'good', 'fair', 'poor'];
export const listings: readonly Listing[] = ['fixed', 'auction'];
/** The spec's 30 divides by 2, 3, 5 and 6, so every row of the grid is full at every width. */
export const pageSize = constants.catalog.pageSize;
const maxPage = maxOf('Sig.Front.SubSite.App.Search', 'page');

/** A search as the address bar holds it: everything a shared link or the back button must bring back. */
export interface SearchFilters {
  keyword: string;
  /** false: the words as typed only, not also their Japanese terms (`expand=0`). */
  expand: boolean;
  site: SiteId | null;
  /** The marketplace's own category id (only with a site). */
  category: string | null;
  /** Price bounds as the shopper typed them, in `currency` (a Currency Id) or in yen when it is null. */
  min: number | null;
  max: number | null;
  currency: string | null;
  condition: Condition | null;
  listing: Listing | null;
  hideSoldOut: boolean;
  onSale: boolean;
  sort: Sort;
  page: number;
  view: 'grid' | 'list';
}

/** What a route fixes before the address: a marketplace's own search presets its site. */
export type SearchPreset = Partial<Pick<SearchFilters, 'site' | 'onSale' | 'sort'>>;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

const flag = (value: string | null) => value === '1' || value === 'true';

/** Reads the address bar; anything unknown or malformed is ignored rather than failing the page. */
export function readFilters(query: URLSearchParams, preset: SearchPreset = {}): SearchFilters {
  const site = query.get('site');
  const page = Math.trunc(Number(query.get('page')));
  const min = amount(query.get('min'));
  const max = amount(query.get('max'));
  const currency = query.get('cur');
  const chosenSite = isSiteId(site) ? site : (preset.site ?? null);
  return {
    keyword: (query.get('keyword') ?? '').trim(),
    expand: !['0', 'false'].includes(query.get('expand') ?? ''),
    site: chosenSite,
    category: chosenSite ? query.get('category') || null : null,
    min,
    max,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
    condition: oneOf(conditions, query.get('condition')),
    listing: oneOf(listings, query.get('listing')),
    hideSoldOut: flag(query.get('hideSoldOut')),
    onSale: query.has('onSale') ? flag(query.get('onSale')) : (preset.onSale ?? false),
    sort: oneOf(sorts, query.get('sort')) ?? preset.sort ?? 'relevance',
    page: page >= 1 && page <= maxPage ? page : 1,
    view: query.get('view') === 'list' ? 'list' : 'grid',
  };
}

/**
 * The address bar for a search: defaults (and the route's presets) are left out, so links stay short and a
 * site's own search does not repeat its site. Keys come out in a fixed order.
 */
export function writeFilters(filters: SearchFilters, preset: SearchPreset = {}): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.keyword) out.keyword = filters.keyword;
  if (filters.keyword && !filters.expand) out.expand = '0';
  if (filters.site && filters.site !== preset.site) out.site = filters.site;
  if (filters.site && filters.category) out.category = filters.category;
  if (filters.min !== null) out.min = String(filters.min);
  if (filters.max !== null) out.max = String(filters.max);
  if ((filters.min !== null || filters.max !== null) && filters.currency) out.cur = filters.currency;
  if (filters.condition) out.condition = filters.condition;
  if (filters.listing) out.listing = filters.listing;
  if (filters.hideSoldOut) out.hideSoldOut = '1';
  if (filters.onSale !== (preset.onSale ?? false)) out.onSale = filters.onSale ? '1' : '0';
  if (filters.sort !== (preset.sort ?? 'relevance')) out.sort = filters.sort;
  if (filters.page > 1) out.page = String(filters.page);
  if (filters.view === 'list') out.view = 'list';
  return out;
}

/**
 * An amount in a display currency as whole yen, the inverse of convertPrice (yen × rate). A lower bound rounds
 * up and an upper bound down, so that no item shown falls outside the range the shopper typed. null when the
 * rate is unusable.
 */
export function toYen(value: number, currency: Pick<Currency, 'Rate'> | null, bound: 'min' | 'max'): number | null {
  if (!currency) return Math.max(0, bound === 'min' ? Math.ceil(value) : Math.floor(value));
  if (!(currency.Rate > 0) || !Number.isFinite(value)) return null;
  const exact = value / currency.Rate;
  // 6.7 / 0.0067 is 999.9999999999999 in floats: snap what is a whole number but for rounding noise.
  const nearest = Math.round(exact);
  const yen = Math.abs(exact - nearest) < 1e-9 * Math.max(1, exact) ? nearest : bound === 'min' ? Math.ceil(exact) : Math.floor(exact);
  return Math.max(0, yen);
}

/** The operation's parameters for a search; price bounds go out in whole yen. */
export function toSearchParams(filters: SearchFilters, currencies: readonly Currency[], extra: Partial<SearchParams> = {}): SearchParams {
  const currency = filters.currency ? (currencies.find((c) => c.Id === filters.currency) ?? null) : null;
  // Bounds in a currency whose rate is unknown (the list has not arrived, or it was withdrawn) are left out.
  const usable = !filters.currency || currency !== null;
  const minPrice = usable && filters.min !== null ? toYen(filters.min, currency, 'min') : null;
  const maxPrice = usable && filters.max !== null ? toYen(filters.max, currency, 'max') : null;
  const category = filters.category && /^[1-9][0-9]{0,8}$/.test(filters.category) ? Number(filters.category) : null;
  const params: SearchParams = {
    ...(filters.keyword ? { keyword: filters.keyword.slice(0, maxOf('Sig.Front.SubSite.App.Search', 'keyword')) } : {}),
    ...(filters.keyword && !filters.expand ? { expand: false } : {}),
    ...(filters.site ? { site: filters.site } : {}),
    ...(category !== null ? { category } : {}),
    ...(minPrice !== null ? { minPrice } : {}),
    ...(maxPrice !== null ? { maxPrice } : {}),
    ...(filters.condition ? { condition: filters.condition } : {}),
    ...(filters.listing ? { listing: filters.listing } : {}),
    ...(filters.hideSoldOut ? { hideSoldOut: true } : {}),
    ...(filters.onSale ? { onSale: true } : {}),
    sort: filters.sort,
    page: filters.page,
    pageSize,
    ...extra,
  };
  return params;
}

/** How many filters (besides keyword, site, sort and view) narrow the search: the badge on the phone's button. */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.category,
    filters.min !== null || filters.max !== null,
    filters.condition,
    filters.listing,
    filters.hideSoldOut,
    filters.onSale,
  ].filter(Boolean).length;
}

/** The filters with every narrowing one back at the route's defaults; keyword, site, sort and view stay. */
export function clearedFilters(filters: SearchFilters, preset: SearchPreset = {}): SearchFilters {
  return {
    ...filters,
    category: null,
    min: null,
    max: null,
    currency: null,
    condition: null,
    listing: null,
    hideSoldOut: false,
    onSale: preset.onSale ?? false,
    page: 1,
  };
}
