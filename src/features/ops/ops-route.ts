import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { opsQueuesQuery } from './queries';

export const loader: RouteLoader = async () => {
  await Promise.all([loadNamespace('ops'), queryClient.ensureQueryData(opsQueuesQuery())]);
  return null;
};
