import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { overviewQuery } from './queries';

export const loader: RouteLoader = async () => {
  await Promise.all([queryClient.ensureQueryData(overviewQuery()), loadNamespace('parcels')]);
  return null;
};
