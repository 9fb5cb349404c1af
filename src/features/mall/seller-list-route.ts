import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { shopListQuery } from './queries';
import { isThirdPartyList, siteOfMeta } from './params';
import { pageParamOf } from '../../lib/api/limits';

// Not awaited: a new page keeps the old list on screen while the next one loads.
export const loader: RouteLoader = ({ request }, meta) => {
  const page = pageParamOf('Sig.Front.SubSite.App.SellerShops', new URL(request.url).searchParams);
  void queryClient.prefetchQuery(shopListQuery(siteOfMeta(meta), isThirdPartyList(meta), page));
  return null;
};
