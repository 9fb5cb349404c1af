import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { readAnybuyItem } from './anybuy-params';
import { readChoices } from './confirm-params';
import { anybuyPreviewQuery } from './queries';

/** Both anybuy pages need the strings; the confirm step also starts its figures (not awaited, as on the confirm page). */
export const loader: RouteLoader = ({ request }) => {
  const search = new URL(request.url).searchParams;
  const item = readAnybuyItem(search);
  if (item) void queryClient.prefetchQuery(anybuyPreviewQuery(item, readChoices(search)));
  return loadNamespace('cart');
};
