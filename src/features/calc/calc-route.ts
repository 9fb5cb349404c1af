import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { shippingOptionsQuery } from '../../lib/queries/shipping';

export const loader: RouteLoader = () => queryClient.ensureQueryData(shippingOptionsQuery());
