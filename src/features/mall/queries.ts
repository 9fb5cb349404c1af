import { queryOptions } from '@tanstack/react-query';
import type { OperationParams } from '../../../generated/api/operations';
import type { SiteId } from '../../../generated/sites';
import { api } from '../../lib/api/client';
import { constants } from '../../../generated/constants';

// Pages show the error widget themselves, so these calls do not toast.
const silent = { silent: true } as const;

export const siteHomeQuery = (site: SiteId) =>
  queryOptions({ queryKey: ['siteHome', site], queryFn: () => api.siteHome({ site }, silent), staleTime: 5 * 60_000 });

export type ShopParams = OperationParams<'Sig.Front.SubSite.App.ShopGoods'>;

export const shopGoodsQuery = (params: ShopParams) =>
  queryOptions({ queryKey: ['shopGoods', params], queryFn: () => api.shopGoods(params, silent) });

export const sellerShopsQuery = (params: OperationParams<'Sig.Front.SubSite.App.SellerShops'>) =>
  queryOptions({ queryKey: ['sellerShops', params], queryFn: () => api.sellerShops(params, silent), staleTime: 5 * 60_000 });

/** A marketplace's shop list: third-party sellers only, except rakuten's list of every shop. */
export const shopListQuery = (site: SiteId, thirdParty: boolean, page: number) =>
  sellerShopsQuery({ site, page, ...(thirdParty ? { official: false } : {}) });

export const magiSeriesQuery = () =>
  queryOptions({ queryKey: ['magiSeries'], queryFn: () => api.magiSeries(silent), staleTime: 30 * 60_000 });

export const rakutenCommentsQuery = (id: string) =>
  queryOptions({ queryKey: ['rakutenComments', id], queryFn: () => api.rakutenComments({ id }, silent) });

export const lashinbangSameListQuery = (id: string) =>
  queryOptions({ queryKey: ['lashinbangSameList', id], queryFn: () => api.lashinbangSameList({ id }, silent) });

export const sellerGoodsQuery = (site: SiteId, sellerId: string, page: number) =>
  queryOptions({
    queryKey: ['search', 'seller', site, sellerId, page],
    queryFn: () => api.search({ site, sellerId, page, pageSize: constants.catalog.shopPageSize, sort: 'newest' }, silent),
  });
