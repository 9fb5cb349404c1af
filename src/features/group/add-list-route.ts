import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { loadGroup } from './load-group';
import { candidatesQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  void queryClient.prefetchQuery(candidatesQuery());
  await loadGroup(request);
  return null;
};
