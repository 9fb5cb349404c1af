import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { pageParamOf } from '../../lib/api/limits';
import { refundListQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  void queryClient.prefetchQuery(refundListQuery(pageParamOf('Sig.Front.User.AppRefund.List', new URL(request.url).searchParams)));
  await loadNamespace('orders');
  return null;
};
