import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { myGroupsQuery } from './queries';

// Not awaited: the page shows its skeleton at once.
export const loader: RouteLoader = async ({ request }) => {
  void queryClient.prefetchQuery(myGroupsQuery(pageParamOf('Sig.Front.User.AppGroup.Mine', new URL(request.url).searchParams)));
  await loadNamespace('group');
  return null;
};
