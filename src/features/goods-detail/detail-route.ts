import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { detailRef, goodsDetailQuery } from './detail-query';

// The cost estimate's duty block reads the duty namespace: it loads beside the item.
export const loader: RouteLoader = async ({ params, request }, meta) => {
  const ref = detailRef(meta.site, params.id, new URL(request.url).searchParams);
  const [detail] = await Promise.all([ref ? queryClient.ensureQueryData(goodsDetailQuery(ref)) : null, loadNamespace('duty')]);
  return detail;
};
