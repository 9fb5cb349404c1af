import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { addressesQuery } from '../../lib/queries/addresses';
import { queryClient } from '../../lib/query-client';
import { shippingOptionsQuery } from '../../lib/queries/shipping';
import { isLoggedIn } from '../../lib/session';

// A logged-in shopper's default address names the destination; fetched alongside, never waited for. The
// calculator's strings (goods) and the duty estimate's load with the options.
export const loader: RouteLoader = async () => {
  if (isLoggedIn()) void queryClient.prefetchQuery(addressesQuery());
  const [options] = await Promise.all([queryClient.ensureQueryData(shippingOptionsQuery()), loadNamespace('duty'), loadNamespace('goods')]);
  return options;
};
