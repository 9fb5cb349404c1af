import type { GoodsDetail } from '../../../generated/api/schemas';
import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { pickCountry, useDestination } from '../../lib/destination';
import { loadGloss } from '../../lib/gloss-load';
import { currentLanguage, loadNamespace } from '../../lib/i18n';
import { landedCostQuery, shippingOptionsQuery } from '../../lib/queries/shipping';
import { queryClient } from '../../lib/query-client';
import { useAppState } from '../../stores/app-state';
import { estimateParams } from './detail';
import { detailRef, goodsDetailQuery } from './detail-query';

// The bid panel's strings come with the page of an auction marketplace, so that it renders translated at once.
const biddingSites = new Set<unknown>(['yahoo', 'mercari']);

/**
 * The cost estimate's answers for the destination it shows first (the stored choice, else the guess from
 * language and currency). A rendered page carries them, so taking it over neither asks for them nor draws the
 * estimate twice (one long task each); a navigation asks beside the item's code. Never fails the page.
 */
async function prefetchEstimate(detail: GoodsDetail | null): Promise<void> {
  if (!detail) return;
  await queryClient.prefetchQuery(shippingOptionsQuery());
  const codes = queryClient.getQueryData(shippingOptionsQuery().queryKey)?.countries.map((c) => c.code) ?? [];
  const country = pickCountry(useDestination.getState().country, currentLanguage(), useAppState.getState().currency, codes);
  if (country) await queryClient.prefetchQuery(landedCostQuery(estimateParams(detail, country)));
}

// The page's strings (goods), the cost estimate's duty block (duty), the bid panel's (bidding) and the title's
// glossary load beside the item.
export const loader: RouteLoader = async ({ params, request }, meta) => {
  const ref = detailRef(meta.site, params.id, new URL(request.url).searchParams);
  const [detail] = await Promise.all([
    ref ? queryClient.ensureQueryData(goodsDetailQuery(ref)) : null,
    loadNamespace('duty'),
    loadNamespace('goods'),
    loadGloss(requestLanguage(request)),
    biddingSites.has(meta.site) ? loadNamespace('bidding') : null,
  ]);
  const estimate = prefetchEstimate(detail);
  // The server's page waits for them; the browser shows the item without waiting.
  if (import.meta.env.SSR) await estimate;
  return detail;
};
