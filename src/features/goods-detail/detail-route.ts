import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { detailRef, goodsDetailQuery } from './detail-query';

// The bid panel's strings come with the page of an auction marketplace, so that it renders translated at once.
const biddingSites = new Set<unknown>(['yahoo', 'mercari']);

export const loader: RouteLoader = ({ params, request }, meta) => {
  const ref = detailRef(meta.site, params.id, new URL(request.url).searchParams);
  return Promise.all([
    ref ? queryClient.ensureQueryData(goodsDetailQuery(ref)) : null,
    biddingSites.has(meta.site) ? loadNamespace('bidding') : null,
  ]);
};
