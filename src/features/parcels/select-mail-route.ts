import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { loadParcelPage } from './parcel-page';
import { parcelQuoteQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => loadParcelPage(request, (id) => queryClient.ensureQueryData(parcelQuoteQuery(id)));
