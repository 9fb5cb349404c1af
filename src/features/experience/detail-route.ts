import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { loadPage, searchOf } from './load-page';
import { idParam, notFound } from './params';
import { haulQuery } from './queries';

/** A haul's page: `/experience/detail/:id`, or `?id=` on the submission pages. */
export const loader: RouteLoader = ({ request, params }) => {
  const id = idParam(params.id ?? searchOf(request).get('id'));
  if (id === null) throw notFound();
  return loadPage(queryClient.ensureQueryData(haulQuery(id)));
};
