import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { savedCardsQuery } from '../../lib/queries/saved-cards';
import { queryClient } from '../../lib/query-client';
import { rechargeParam } from './params';
import { paymentConfigQuery, rechargeQuery, walletSummaryQuery } from './queries';

export const loader: RouteLoader = ({ request }) => {
  const id = rechargeParam(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(walletSummaryQuery());
  return Promise.all([
    loadNamespace('wallet'),
    queryClient.ensureQueryData(paymentConfigQuery()),
    // Waited for (a failure only leaves the list out), so that the form does not show the new-card fields
    // and then swap them for the default saved card under the shopper's fingers.
    queryClient.prefetchQuery(savedCardsQuery()),
    // The outcome is asked again by the page until final; a failure here shows the page's error widget.
    id ? queryClient.prefetchQuery(rechargeQuery(id)) : null,
  ]);
};
