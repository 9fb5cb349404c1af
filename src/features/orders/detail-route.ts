import { requestLanguage } from '../../app/language';
import type { RouteLoader } from '../../app/route-loader';
import { loadGloss } from '../../lib/gloss-load';
import { loadNamespace } from '../../lib/i18n';
import { wonPaymentQuery } from '../../lib/queries/auctions';
import { queryClient } from '../../lib/query-client';
import { orderDetailQuery } from './queries';
import { loadOrderPage } from './route-loaders';

// A won auction awaiting its postage is paid on this page: its strings are awaited, what is due is not
// (the card shows a skeleton, then the answer or its own error).
export const loader: RouteLoader = async ({ request }) => {
  // The similar goods' glossary, ahead of their cards (which come later, below the order).
  void loadGloss(requestLanguage(request));
  const id = await loadOrderPage(request);
  const order = queryClient.getQueryData(orderDetailQuery(id).queryKey)?.order;
  if (order?.kind === 'auction') {
    if (order.state === 'awaitingPayment') void queryClient.prefetchQuery(wonPaymentQuery(id));
    await loadNamespace('bidding');
  }
  return null;
};
