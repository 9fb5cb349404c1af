import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { loadParcelPage } from './parcel-page';
import { walletQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => loadParcelPage(request, () => queryClient.prefetchQuery(walletQuery()));
