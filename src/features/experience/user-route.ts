import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { queryClient } from '../../lib/query-client';
import { loadPage, searchOf } from './load-page';
import { idParam, notFound } from './params';
import { userHaulsQuery } from './queries';

/** A shopper's public hauls: `?id=` is their user id. */
export const loader: RouteLoader = ({ request }) => {
  const q = searchOf(request);
  const id = idParam(q.get('id'));
  if (id === null) throw notFound();
  return loadPage(queryClient.ensureQueryData(userHaulsQuery(id, pageParamOf('Sig.Front.Experience.User', q))));
};
