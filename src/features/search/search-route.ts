import { redirect } from 'react-router';
import type { LanguageCode } from '../../../generated/languages';
import { localizePath } from '../../../generated/routes';
import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { edition } from '../../config/env';
import { homeInfoQuery } from '../../lib/queries/home-info';
import { loadGloss } from '../../lib/gloss-load';
import { pastedItemQuery } from '../../lib/queries/pasted-item';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { readFilters, toSearchParams } from './filters';
import { isSearchKind, searchRoutes } from './presets';
import { searchHistoryQuery, searchQuery } from './queries';

/**
 * A keyword that holds an address (a search box sent before the page took it over, a shared link) opens it
 * as the search boxes do: the item's page, or buy-by-link with the address when we do not hold the item (a
 * redirect carries no state to tell the item page it came from a paste, so the catalog is asked here). The
 * patterns load only for such a keyword.
 */
async function openAddress(keyword: string, language: LanguageCode): Promise<void> {
  if (!/https?:\/\/|\.[a-z]{2,}\//i.test(keyword)) return;
  const { buyByLinkPath, pastedTarget, readPastedAddress } = await import('../../lib/pasted-address');
  const found = readPastedAddress(keyword);
  if (!found) return;
  const target = pastedTarget(found, edition);
  const held = target.kind === 'item' ? await queryClient.fetchQuery(pastedItemQuery(found.item)).catch(() => undefined) : undefined;
  throw redirect(localizePath(held === null ? buyByLinkPath(found.url) : target.path, edition, language));
}

// Results not awaited: a new filter keeps the old results on screen (dimmed, busy) while the next ones load.
export const loader: RouteLoader = async ({ request }, meta) => {
  const route = searchRoutes[isSearchKind(meta.screen) ? meta.screen : 'search'];
  const url = new URL(request.url);
  const filters = readFilters(url.searchParams, route.preset);
  const language = requestLanguage(request);
  await openAddress(filters.keyword, language);
  const currencies = queryClient.getQueryData(homeInfoQuery().queryKey)?.currencyList;
  // Bounds typed in a currency wait for its rate; the screen searches once it is there.
  if (!filters.currency || currencies) void queryClient.prefetchQuery(searchQuery(toSearchParams(filters, currencies ?? [])));
  if (!filters.keyword && meta.screen !== 'popular') void queryClient.prefetchQuery(searchHistoryQuery());
  // The save button's words; the button waits for them on its own, the results do not.
  void loadNamespace('alerts');
  // The goods cards' words (auction countdowns), the titles' glossary and the keyword's expansion line
  // (search), with the screen's chunk rather than after it.
  await Promise.all([loadNamespace('goods'), loadGloss(language), loadNamespace('search')]);
  return null;
};
