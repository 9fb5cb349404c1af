import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { lashinbangSameListQuery } from './queries';
import { sameListId } from './params';

// The screen draws its own skeletons: the call starts with the navigation but does not hold it.
export const loader: RouteLoader = ({ request }) => {
  const id = sameListId(new URL(request.url).searchParams);
  if (id) void queryClient.prefetchQuery(lashinbangSameListQuery(id));
  return null;
};
