import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { queryClient } from '../../lib/query-client';
import { loadPage, searchOf } from './load-page';
import { myHaulsQuery } from './queries';

export const loader: RouteLoader = ({ request }) =>
  loadPage(queryClient.ensureQueryData(myHaulsQuery(null, pageParamOf('Sig.Front.User.Experience.Mine', searchOf(request)))));
