import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadNamespace } from '../../lib/i18n';
import { myBidsQuery } from '../../lib/queries/auctions';
import { queryClient } from '../../lib/query-client';
import { tabParam } from './params';

// Not awaited: a new tab shows its skeleton at once instead of holding the old one on screen.
export const loader: RouteLoader = async ({ request }) => {
  const search = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(myBidsQuery(tabParam(search), null, pageParamOf('Sig.Front.User.AppAuction.MyBids', search)));
  await loadNamespace('bidding');
  return null;
};
