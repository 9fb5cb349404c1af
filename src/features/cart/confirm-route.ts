import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { readChoices, readLineIds } from './confirm-params';
import { checkoutPreviewQuery } from './queries';

// A refused preview (lines bought meanwhile, another's address) is shown by the page itself, not the route's error page.
export const loader: RouteLoader = ({ request }) => {
  const search = new URL(request.url).searchParams;
  const lineIds = readLineIds(search);
  return Promise.all([loadNamespace('cart'), lineIds.length > 0 ? queryClient.prefetchQuery(checkoutPreviewQuery(lineIds, readChoices(search))) : null]);
};
