import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { idParam } from './params';
import { ticketOrderQuery } from './queries';

export const loader: RouteLoader = async ({ request }) => {
  const orderId = idParam(new URL(request.url).searchParams.get('orderId'));
  if (orderId !== null) void queryClient.prefetchQuery(ticketOrderQuery(orderId));
  await Promise.all([loadNamespace('workOrder'), loadNamespace('uploads')]);
  return null;
};

