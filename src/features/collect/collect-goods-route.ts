import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { collectCountsQuery, collectedGoodsQuery } from '../../lib/queries/collect';
import { loadGloss } from '../../lib/gloss-load';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { pageParamOf } from '../../lib/api/limits';

export const loader: RouteLoader = ({ request }) => {
  const page = pageParamOf('Sig.Front.User.AppCollect.GoodsList', new URL(request.url).searchParams);
  return Promise.all([queryClient.ensureQueryData(collectedGoodsQuery(page)), queryClient.prefetchQuery(collectCountsQuery()), loadNamespace('goods'), loadGloss(requestLanguage(request))]);
};
