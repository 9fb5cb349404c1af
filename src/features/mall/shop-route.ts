import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { shopGoodsQuery } from './queries';
import { readSort, sellerIdOf, siteOfMeta } from './params';
import { pageParamOf } from '../../lib/api/limits';

// Not awaited: a new sort or page keeps the old goods on screen while the next ones load.
export const loader: RouteLoader = ({ params, request }, meta) => {
  const query = new URL(request.url).searchParams;
  const sellerId = sellerIdOf(params, query);
  if (sellerId !== null) {
    void queryClient.prefetchQuery(shopGoodsQuery({ site: siteOfMeta(meta), sellerId, sort: readSort(query.get('sort')), page: pageParamOf('Sig.Front.SubSite.App.ShopGoods', query) }));
  }
  return null;
};
