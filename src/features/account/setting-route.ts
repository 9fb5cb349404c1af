import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { widgetConfigQuery } from '../../lib/widget-config';
import { settingsQuery } from './queries';

export const loader: RouteLoader = async () => {
  await Promise.all([
    queryClient.ensureQueryData(settingsQuery()),
    queryClient.ensureQueryData(widgetConfigQuery()),
    // The currency list comes with the home info the header already reads.
    queryClient.ensureQueryData(homeInfoQuery()),
    loadNamespace('account'),
  ]);
  return null;
};
