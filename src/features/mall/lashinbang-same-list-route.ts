import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { loadGloss } from '../../lib/gloss-load';
import { queryClient } from '../../lib/query-client';
import { lashinbangSameListQuery } from './queries';
import { sameListId } from './params';

// The screen draws its own skeletons: the call starts with the navigation but does not hold it (the titles'
// glossary does, so the cards are drawn with their gloss lines).
export const loader: RouteLoader = async ({ request }) => {
  const id = sameListId(new URL(request.url).searchParams);
  if (id) void queryClient.prefetchQuery(lashinbangSameListQuery(id));
  await loadGloss(requestLanguage(request));
  return null;
};
