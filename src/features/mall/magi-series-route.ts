import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { magiSeriesQuery } from './queries';

// The screen draws its own skeletons: the call starts with the navigation but does not hold it.
export const loader: RouteLoader = () => {
  void queryClient.prefetchQuery(magiSeriesQuery());
  return null;
};
