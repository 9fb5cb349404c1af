import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { ticketOrdersQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  void queryClient.prefetchQuery(ticketOrdersQuery(pageParamOf('Sig.Front.User.AppOrder.List', new URL(request.url).searchParams)));
  await loadNamespace('workOrder');
  return null;
};
