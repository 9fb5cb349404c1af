import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { savedSearchesQuery } from '../../lib/queries/saved-searches';
import { queryClient } from '../../lib/query-client';

export const loader: RouteLoader = async () => {
  await Promise.all([queryClient.ensureQueryData(savedSearchesQuery()), loadNamespace('alerts')]);
  return null;
};
