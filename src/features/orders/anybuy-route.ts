import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { pageParam } from './params';
import { orderListQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  void queryClient.prefetchQuery(orderListQuery('all', pageParam(new URL(request.url).searchParams), 'anybuy'));
  await loadNamespace('orders');
  return null;
};
