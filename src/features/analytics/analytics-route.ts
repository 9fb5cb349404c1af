import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { accountsQuery, funnelQuery, refundsQuery, salesQuery, searchesQuery } from './queries';
import { readRange } from './range';
import { stringFiles } from './strings';

export const loader: RouteLoader = async ({ request }) => {
  const range = readRange(new URL(request.url).searchParams);
  await Promise.all([
    loadNamespace('analytics', stringFiles),
    queryClient.ensureQueryData(salesQuery(range)),
    queryClient.ensureQueryData(funnelQuery(range)),
    queryClient.ensureQueryData(searchesQuery(range)),
    queryClient.ensureQueryData(accountsQuery(range)),
    queryClient.ensureQueryData(refundsQuery(range)),
  ]);
  return null;
};
