import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { loadGloss } from '../../lib/gloss-load';
import { queryClient } from '../../lib/query-client';
import { sellerGoodsQuery } from './queries';
import { sellerIdOf, siteOfMeta } from './params';
import { pageParamOf } from '../../lib/api/limits';

// The screen draws its own skeletons: the call starts with the navigation but does not hold it (the titles'
// glossary does, so the cards are drawn with their gloss lines).
export const loader: RouteLoader = async ({ params, request }, meta) => {
  const query = new URL(request.url).searchParams;
  const sellerId = sellerIdOf(params, query);
  if (sellerId !== null) void queryClient.prefetchQuery(sellerGoodsQuery(siteOfMeta(meta), sellerId, pageParamOf('Sig.Front.SubSite.App.Search', query)));
  await loadGloss(requestLanguage(request));
  return null;
};
