import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { pageParamOf } from '../../lib/api/limits';
import { orderListQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  void queryClient.prefetchQuery(orderListQuery('all', pageParamOf('Sig.Front.User.AppOrder.List', new URL(request.url).searchParams), 'anybuy'));
  await loadNamespace('orders');
  return null;
};
