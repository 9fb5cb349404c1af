import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { loadGloss } from '../../lib/gloss-load';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { readFilters, toSearchParams } from './filters';
import { isSearchKind, searchRoutes } from './presets';
import { searchHistoryQuery, searchQuery } from './queries';

// Results not awaited: a new filter keeps the old results on screen (dimmed, busy) while the next ones load.
export const loader: RouteLoader = async ({ request }, meta) => {
  const route = searchRoutes[isSearchKind(meta.screen) ? meta.screen : 'search'];
  const filters = readFilters(new URL(request.url).searchParams, route.preset);
  const currencies = queryClient.getQueryData(homeInfoQuery().queryKey)?.currencyList;
  // Bounds typed in a currency wait for its rate; the screen searches once it is there.
  if (!filters.currency || currencies) void queryClient.prefetchQuery(searchQuery(toSearchParams(filters, currencies ?? [])));
  if (!filters.keyword && meta.screen !== 'popular') void queryClient.prefetchQuery(searchHistoryQuery());
  // The save button's words; the button waits for them on its own, the results do not.
  void loadNamespace('alerts');
  // The goods cards' words (auction countdowns) and the titles' glossary, with the screen's chunk rather than after it.
  await Promise.all([loadNamespace('goods'), loadGloss(requestLanguage(request))]);
  return null;
};
