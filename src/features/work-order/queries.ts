import { queryOptions } from '@tanstack/react-query';
import type { WorkOrderDetail } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import type { TicketStatus } from './params';

/** Every ticket answer starts with this key, so one change refreshes the list and the page alike. */
export const workOrdersKey = ['workOrders'] as const;

// Reads are silent: a failure shows on the page (not found, or the error widget), not as a toast too.
export const ticketListQuery = (status: TicketStatus | undefined, page: number) =>
  queryOptions({ queryKey: [...workOrdersKey, 'list', status ?? 'all', page], queryFn: () => api.workOrderList({ status, page }, { silent: true }), staleTime: 0 });

export const ticketQuery = (id: number) =>
  queryOptions({ queryKey: [...workOrdersKey, 'one', id], queryFn: () => api.workOrderGet({ id }, { silent: true }), staleTime: 0 });

/** The orders a ticket can be about: the shopper's orders of every state, newest first. */
export const ticketOrdersQuery = (page: number) =>
  queryOptions({ queryKey: ['orders', 'list', 'workOrder', page], queryFn: () => api.orderList({ group: 'all', page }, { silent: true }), staleTime: 0 });

export const ticketOrderQuery = (id: number) =>
  queryOptions({ queryKey: ['orders', 'detail', id], queryFn: () => api.orderDetail({ id }, { silent: true }) });

/** After a ticket changed: its page shows the answer at once; lists and messages fetch again. */
export async function ticketChanged(ticket: WorkOrderDetail): Promise<void> {
  queryClient.setQueryData(ticketQuery(ticket.id).queryKey, ticket);
  await queryClient.invalidateQueries({ queryKey: [...workOrdersKey, 'list'] });
}
