import type { RouteLoader } from '../../app/route-loader';
import { addressesQuery } from '../../lib/queries/addresses';
import { queryClient } from '../../lib/query-client';
import { shippingOptionsQuery } from '../../lib/queries/shipping';
import { isLoggedIn } from '../../lib/session';

// A logged-in shopper's default address names the destination; fetched alongside, never waited for.
export const loader: RouteLoader = () => {
  if (isLoggedIn()) void queryClient.prefetchQuery(addressesQuery());
  return queryClient.ensureQueryData(shippingOptionsQuery());
};
