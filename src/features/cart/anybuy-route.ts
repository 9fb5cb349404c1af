import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { readAnybuyItem } from './anybuy-params';
import { readChoices } from './confirm-params';
import { anybuyPreviewQuery } from './queries';

/** Both anybuy pages need the strings; the confirm step also starts its figures. */
export const loader: RouteLoader = ({ request }) => {
  const search = new URL(request.url).searchParams;
  const item = readAnybuyItem(search);
  return Promise.all([loadNamespace('cart'), item ? queryClient.prefetchQuery(anybuyPreviewQuery(item, readChoices(search))) : null]);
};
