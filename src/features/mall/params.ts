import type { OperationParams } from '../../../generated/api/operations';
import type { RouteMeta } from '../../../generated/routes';
import { type SiteId, isSiteId } from '../../../generated/sites';
import { maxOf } from '../../lib/api/limits';

// What a mall page reads from its address, without React: the screens and their loaders share it.

/** A mall route's marketplace (every mall route names one in its `site` tag); mercari is a safe stand-in. */
export const siteOfMeta = (meta: RouteMeta | undefined): SiteId => (isSiteId(meta?.site) ? meta.site : 'mercari');

/**
 * The seller of a shop page, wherever its marketplace's shop template puts it: the path (:id, :shopid) or the
 * query (yahoo's ?seller=, minne's and the "other items" pages' ?sellerId=).
 */
export function sellerIdOf(params: Readonly<Record<string, string | undefined>>, query: URLSearchParams): string | null {
  const id = params.id ?? params.shopid ?? query.get('seller') ?? query.get('sellerId');
  return id?.trim() ? id.trim().slice(0, maxOf('Sig.Front.SubSite.App.ShopGoods', 'sellerId')) : null;
}

export type ShopSort = NonNullable<OperationParams<'Sig.Front.SubSite.App.ShopGoods'>['sort']>;
export const shopSorts: readonly ShopSort[] = ['relevance', 'priceAsc', 'priceDesc', 'newest', 'endingSoon'];

export function readSort(value: string | null): ShopSort {
  return (shopSorts as readonly string[]).includes(value ?? '') ? (value as ShopSort) : 'relevance';
}

/** The item of a Lashinbang "same title" page (?id=), '' when missing. */
export function sameListId(query: URLSearchParams): string {
  return query.get('id')?.trim().slice(0, maxOf('Sig.Front.SubSite.AppLashinbang.SameList', 'id')) ?? '';
}

export const isThirdPartyList = (meta: RouteMeta | undefined): boolean => meta?.screen !== 'mall.rakuten.shopList';
