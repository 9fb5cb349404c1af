import { useMatches } from 'react-router';
import type { RouteMeta } from '../../../generated/routes';
import type { RouteLoader } from '../../app/route-loader';
import { pageParamOf } from '../../lib/api/limits';
import { ApiError } from '../../lib/api/transport';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { OrderListScreen } from './OrderListScreen';
import { WorkOrderAddScreen } from './WorkOrderAddScreen';
import { WorkOrderDetailScreen } from './WorkOrderDetailScreen';
import { WorkOrderEvaluateScreen } from './WorkOrderEvaluateScreen';
import { WorkOrderListScreen } from './WorkOrderListScreen';
import { WorkOrderReplyScreen } from './WorkOrderReplyScreen';
import { idParam, statusParam } from './params';
import { ticketListQuery, ticketOrderQuery, ticketOrdersQuery, ticketQuery } from './queries';

/**
 * The support ticket pages: one lazily loaded part of the app whose page is picked by the route, so the
 * shell's route table names one chunk (and one loader) for the six pages instead of twelve.
 */
export default function WorkOrderPages() {
  const screen = (useMatches().at(-1)?.handle as RouteMeta | undefined)?.screen;
  if (screen === 'workOrder.add') return <WorkOrderAddScreen />;
  if (screen === 'workOrder.orderList') return <OrderListScreen />;
  if (screen === 'workOrder.detail') return <WorkOrderDetailScreen />;
  if (screen === 'workOrder.reply') return <WorkOrderReplyScreen />;
  if (screen === 'workOrder.evaluate') return <WorkOrderEvaluateScreen />;
  return <WorkOrderListScreen />;
}

const notFound = () => new Response('Not Found', { status: 404 });

/** The pages' one loader (the route table imports this module for both) of the ticket pages: the strings, and the page's data (a missing or another's ticket is 404). */
export const loader: RouteLoader = async ({ params, request }, meta) => {
  const search = new URL(request.url).searchParams;
  const strings = [loadNamespace('workOrder'), loadNamespace('uploads')];
  if (meta.screen === 'workOrder') {
    void queryClient.prefetchQuery(ticketListQuery(statusParam(search.get('status')), pageParamOf('Sig.Front.User.AppWorkOrder.List', search)));
  } else if (meta.screen === 'workOrder.orderList') {
    void queryClient.prefetchQuery(ticketOrdersQuery(pageParamOf('Sig.Front.User.AppOrder.List', search)));
  } else if (meta.screen === 'workOrder.add') {
    const orderId = idParam(search.get('orderId'));
    if (orderId !== null) void queryClient.prefetchQuery(ticketOrderQuery(orderId));
  } else {
    const id = idParam(params.id);
    if (id === null) throw notFound();
    strings.push(
      queryClient.ensureQueryData(ticketQuery(id)).then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) throw notFound();
          throw error;
        },
      ),
    );
  }
  await Promise.all(strings);
  return null;
};
