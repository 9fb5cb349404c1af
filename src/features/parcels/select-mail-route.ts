import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { loadParcelPage } from './parcel-page';
import { parcelQuoteQuery } from './queries';

// The duty estimate beside the postage has strings of its own.
export const loader: RouteLoader = async ({ request }) =>
  loadParcelPage(request, (id) => Promise.all([queryClient.ensureQueryData(parcelQuoteQuery(id)), loadNamespace('duty')]));
