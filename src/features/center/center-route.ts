import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadNamespace } from '../../lib/i18n';
import { auctionStateQuery, biddingQuotaQuery, myBidsQuery, mySellersQuery } from '../../lib/queries/auctions';
import { queryClient } from '../../lib/query-client';
import { centrePageOf, centreSiteOf, centreViewOf, detailIdOf } from './pages';

// Data is not awaited: each page shows its skeleton at once; the strings are, so it renders translated.
export const loader: RouteLoader = async ({ request }, meta) => {
  const search = new URL(request.url).searchParams;
  const site = centreSiteOf(meta);
  const page = centrePageOf(meta);
  const view = centreViewOf(page);
  const detailId = page === 'detail' ? detailIdOf(search) : null;
  if (page === 'index' || page === 'quota' || page === 'recharge') void queryClient.prefetchQuery(biddingQuotaQuery(site));
  if (page === 'index') void queryClient.prefetchQuery(myBidsQuery('all', site, 1));
  if (page === 'seller') void queryClient.prefetchQuery(mySellersQuery(site, pageParamOf('Sig.Front.User.AppAuction.MySellers', search)));
  if (detailId) void queryClient.prefetchQuery(auctionStateQuery(site, detailId));
  else if (view) void queryClient.prefetchQuery(myBidsQuery(view, site, pageParamOf('Sig.Front.User.AppAuction.MyBids', search)));
  await Promise.all([loadNamespace('center'), loadNamespace('bidding')]);
  return null;
};
