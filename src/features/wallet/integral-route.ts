import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { pageParam } from './params';
import { pointsHistoryQuery } from './queries';

export const loader: RouteLoader = ({ request }) =>
  Promise.all([loadNamespace('wallet'), queryClient.ensureQueryData(pointsHistoryQuery(pageParam(new URL(request.url).searchParams)))]);
