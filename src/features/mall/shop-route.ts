import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { shopGoodsQuery } from './queries';
import { pageOf, readSort, sellerIdOf, siteOfMeta } from './params';

// Not awaited: a new sort or page keeps the old goods on screen while the next ones load.
export const loader: RouteLoader = ({ params, request }, meta) => {
  const query = new URL(request.url).searchParams;
  const sellerId = sellerIdOf(params, query);
  if (sellerId !== null) {
    void queryClient.prefetchQuery(shopGoodsQuery({ site: siteOfMeta(meta), sellerId, sort: readSort(query.get('sort')), page: pageOf(query) }));
  }
  return null;
};
