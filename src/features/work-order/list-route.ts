import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { statusParam } from './params';
import { ticketListQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  const search = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(ticketListQuery(statusParam(search.get('status')), pageParamOf('Sig.Front.User.AppWorkOrder.List', search)));
  await loadNamespace('workOrder');
  return null;
};
