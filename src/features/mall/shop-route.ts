import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { loadGloss } from '../../lib/gloss-load';
import { queryClient } from '../../lib/query-client';
import { shopGoodsQuery } from './queries';
import { readSort, sellerIdOf, siteOfMeta } from './params';
import { pageParamOf } from '../../lib/api/limits';

// Not awaited: a new sort or page keeps the old goods on screen while the next ones load. The titles' glossary
// is, once (the cards' gloss lines are drawn with them).
export const loader: RouteLoader = async ({ params, request }, meta) => {
  const query = new URL(request.url).searchParams;
  const sellerId = sellerIdOf(params, query);
  if (sellerId !== null) {
    void queryClient.prefetchQuery(shopGoodsQuery({ site: siteOfMeta(meta), sellerId, sort: readSort(query.get('sort')), page: pageParamOf('Sig.Front.SubSite.App.ShopGoods', query) }));
  }
  await loadGloss(requestLanguage(request));
  return null;
};
