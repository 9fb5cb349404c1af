import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { parcelListQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  void queryClient.prefetchQuery(parcelListQuery(pageParamOf('Sig.Front.User.AppParcel.List', new URL(request.url).searchParams)));
  await loadNamespace('parcels');
  return null;
};
