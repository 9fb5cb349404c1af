import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { detailRef, goodsDetailQuery } from './detail-query';

// The bid panel's strings come with the page of an auction marketplace, so that it renders translated at once.
const biddingSites = new Set<unknown>(['yahoo', 'mercari']);

// The page's strings (goods), the cost estimate's duty block (duty) and the bid panel's (bidding) load beside the item.
export const loader: RouteLoader = async ({ params, request }, meta) => {
  const ref = detailRef(meta.site, params.id, new URL(request.url).searchParams);
  const [detail] = await Promise.all([
    ref ? queryClient.ensureQueryData(goodsDetailQuery(ref)) : null,
    loadNamespace('duty'),
    loadNamespace('goods'),
    biddingSites.has(meta.site) ? loadNamespace('bidding') : null,
  ]);
  return detail;
};
