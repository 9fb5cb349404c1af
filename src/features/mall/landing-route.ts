import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { loadGloss } from '../../lib/gloss-load';
import { queryClient } from '../../lib/query-client';
import { siteHomeQuery } from './queries';
import { siteOfMeta } from './params';

// The landing and featured pages draw their own skeletons and error widget: the call starts with the
// navigation instead of after the screen's code, but does not hold it. The titles' glossary does, so the
// cards never gain their gloss lines after they are drawn (and the server's render and the browser's agree).
export const loader: RouteLoader = async ({ request }, meta) => {
  void queryClient.prefetchQuery(siteHomeQuery(siteOfMeta(meta)));
  await loadGloss(requestLanguage(request));
  return null;
};
