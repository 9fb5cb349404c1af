import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { addressesQuery } from '../../lib/queries/addresses';
import { shippingOptionsQuery } from '../../lib/queries/shipping';
import { queryClient } from '../../lib/query-client';

// The strings are awaited so the page renders translated; the data is not, so the list's skeleton shows
// while it loads.
export const loader: RouteLoader = async () => {
  void queryClient.prefetchQuery(addressesQuery());
  void queryClient.prefetchQuery(shippingOptionsQuery());
  await loadNamespace('address');
  return null;
};
