import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { wonPaymentQuery } from '../../lib/queries/auctions';
import { queryClient } from '../../lib/query-client';
import { wonIdOf } from './won-id';

// The order is not awaited (a 404 shows the page's own not-found widget); the strings are.
export const loader: RouteLoader = async ({ params }) => {
  const id = wonIdOf(params.id);
  if (id !== null) void queryClient.prefetchQuery(wonPaymentQuery(id, 'yahoo'));
  await Promise.all([loadNamespace('center'), loadNamespace('bidding')]);
  return null;
};
