import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { queryClient } from '../../lib/query-client';
import { loadPage, searchOf } from './load-page';
import { siteParam, tabParam } from './params';
import { haulListQuery } from './queries';

export const loader: RouteLoader = ({ request }) => {
  const q = searchOf(request);
  return loadPage(queryClient.ensureQueryData(haulListQuery(tabParam(q.get('tab')), pageParamOf('Sig.Front.Experience.List', q), siteParam(q.get('site')))));
};
