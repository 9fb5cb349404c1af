import { pageParamOf } from '../../lib/api/limits';
import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { pointsHistoryQuery } from './queries';

export const loader: RouteLoader = ({ request }) =>
  Promise.all([loadNamespace('wallet'), queryClient.ensureQueryData(pointsHistoryQuery(pageParamOf('Sig.Front.User.AppPoints.History', new URL(request.url).searchParams)))]);
