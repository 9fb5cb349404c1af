import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { addressesQuery } from '../../lib/queries/addresses';

export const loader: RouteLoader = async () => {
  void queryClient.prefetchQuery(addressesQuery());
  await loadNamespace('group');
  return null;
};
