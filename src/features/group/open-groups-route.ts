import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { openGroupsQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  void queryClient.prefetchQuery(openGroupsQuery(pageParamOf('Sig.Front.User.AppGroup.Open', new URL(request.url).searchParams)));
  await loadNamespace('group');
  return null;
};
