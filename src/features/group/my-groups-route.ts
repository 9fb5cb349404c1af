import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { myGroupsQuery } from './queries';

// Not awaited: the page shows its skeleton at once.
export const loader: RouteLoader = async () => {
  void queryClient.prefetchQuery(myGroupsQuery());
  await loadNamespace('group');
  return null;
};
