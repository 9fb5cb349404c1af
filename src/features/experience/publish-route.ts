import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { loadPage, searchOf } from './load-page';
import { idParam } from './params';
import { haulQuery, shareableQuery } from './queries';

/** The forms: a resubmission (`?id=`) loads the rejected submission; every form may name one of the shopper's orders. */
export const loader: RouteLoader = ({ request }) => {
  const id = idParam(searchOf(request).get('id'));
  return loadPage(Promise.all([queryClient.ensureQueryData(shareableQuery()), id === null ? null : queryClient.ensureQueryData(haulQuery(id))]));
};
