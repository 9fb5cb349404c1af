import type { RouteLoader } from '../../app/route-loader';
import { queryClient } from '../../lib/query-client';
import { detailRef, goodsDetailQuery } from './detail-query';

export const loader: RouteLoader = ({ params, request }, meta) => {
  const ref = detailRef(meta.site, params.id, new URL(request.url).searchParams);
  return ref ? queryClient.ensureQueryData(goodsDetailQuery(ref)) : null;
};
