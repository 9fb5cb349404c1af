import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { readChoices, readLineIds } from './confirm-params';
import { checkoutPreviewQuery } from './queries';

// Not awaited: a new choice (which rewrites the address) keeps the page and its old figures on screen, marked
// busy, while the new ones load; a refused preview is shown by the page itself, not the route's error page.
export const loader: RouteLoader = ({ request }) => {
  const search = new URL(request.url).searchParams;
  const lineIds = readLineIds(search);
  if (lineIds.length > 0) void queryClient.prefetchQuery(checkoutPreviewQuery(lineIds, readChoices(search)));
  return loadNamespace('cart');
};
