import type { RouteLoader } from '../../app/route-loader';
import { collectCountsQuery, collectedSellersQuery } from '../../lib/queries/collect';
import { queryClient } from '../../lib/query-client';
import { pageParam } from './page-param';

export const loader: RouteLoader = ({ request }) => {
  const page = pageParam(new URL(request.url).searchParams);
  return Promise.all([queryClient.ensureQueryData(collectedSellersQuery(page)), queryClient.prefetchQuery(collectCountsQuery())]);
};
