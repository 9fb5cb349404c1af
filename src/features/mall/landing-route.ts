import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { siteHomeQuery } from './queries';
import { siteOfMeta } from './params';

// The landing and featured pages draw their own skeletons and error widget: the call starts with the
// navigation instead of after the screen's code, but does not hold it.
export const loader: RouteLoader = (_args, meta) => {
  void queryClient.prefetchQuery(siteHomeQuery(siteOfMeta(meta)));
  return null;
};
