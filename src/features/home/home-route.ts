import type { RouteLoader } from '../../app/route-loader';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { queryClient } from '../../lib/query-client';

export const loader: RouteLoader = () => queryClient.ensureQueryData(homeInfoQuery());
