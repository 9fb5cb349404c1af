import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { pageParamOf } from '../../lib/api/limits';
import { groupParam } from './params';
import { orderListQuery } from './queries';
import { notFound } from './route-loaders';

// Not awaited: a new tab shows its skeleton at once instead of holding the old tab on screen.
export const loader: RouteLoader = async ({ params, request }) => {
  const group = groupParam(params.type);
  if (!group) throw notFound();
  void queryClient.prefetchQuery(orderListQuery(group, pageParamOf('Sig.Front.User.AppOrder.List', new URL(request.url).searchParams)));
  await loadNamespace('orders');
  return null;
};
