import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { addressesQuery } from '../../lib/queries/addresses';
import { queryClient } from '../../lib/query-client';
import { candidatesQuery } from './queries';

export const loader: RouteLoader = async () => {
  void queryClient.prefetchQuery(candidatesQuery());
  void queryClient.prefetchQuery(addressesQuery());
  await loadNamespace('parcels');
  return null;
};
