import { queryOptions } from '@tanstack/react-query';
import type { OperationParams } from '../../../generated/api/operations';
import type { OpsOrderDetail, OpsQueueCount, OpsWorkOrder } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { ApiError } from '../../lib/api/transport';
import { queryClient } from '../../lib/query-client';

export type OpsQueue = OpsQueueCount['queue'];

// A record, so that a queue added to the API without being listed here fails typecheck.
const queues: Record<OpsQueue, true> = { priceReview: true, toBuy: true, awaitingArrival: true, arrived: true, appeals: true, failed: true };

export const opsQueues = Object.keys(queues) as OpsQueue[];

export function isOpsQueue(value: unknown): value is OpsQueue {
  return typeof value === 'string' && Object.hasOwn(queues, value);
}

export const opsQueuesQuery = () => queryOptions({ queryKey: ['ops', 'queues'], queryFn: () => api.opsQueues({ silent: true }) });

export const opsOrdersQuery = (queue: OpsQueue, page: number) =>
  queryOptions({ queryKey: ['ops', 'orders', queue, page], queryFn: () => api.opsOrders({ queue, page }, { silent: true }) });

export const opsOrderQuery = (id: number) =>
  queryOptions({ queryKey: ['ops', 'order', id], queryFn: () => api.opsOrder({ id }, { silent: true }) });

/** A staff change answered the order as it is now: show it, and let the queues count again. */
export function orderChanged(detail: OpsOrderDetail): void {
  queryClient.setQueryData(opsOrderQuery(detail.order.id).queryKey, detail);
  void queryClient.invalidateQueries({ queryKey: ['ops', 'queues'] });
  void queryClient.invalidateQueries({ queryKey: ['ops', 'orders'] });
}

/** An unknown order or queue is the 404 page, like any address we do not have. */
export function notFoundOn404(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw new Response('Not Found', { status: 404 });
  throw error;
}

export type OpsParcelQueue = 'toShip' | 'shipped' | 'claims';
export const opsParcelQueues: readonly OpsParcelQueue[] = ['toShip', 'shipped', 'claims'];

/** Parcels to pack and ship, shipped ones to mark delivered, and those with an open claim (merged and group parcels alike). */
export const opsParcelsQuery = (queue: OpsParcelQueue, page = 1) =>
  queryOptions({ queryKey: ['ops', 'parcels', queue, page], queryFn: () => api.opsParcels({ queue, page }, { silent: true }), staleTime: 0 });

export function parcelMoved(): void {
  void queryClient.invalidateQueries({ queryKey: ['ops', 'parcels'] });
  void queryClient.invalidateQueries({ queryKey: ['ops', 'order'] });
}

/** Hauls, outside shares and contest entries waiting for review (or the approved ones, to pick winners). */
export const opsHaulsQuery = (status: 'pending' | 'approved') =>
  queryOptions({ queryKey: ['ops', 'hauls', status], queryFn: () => api.opsExperiences({ status }, { silent: true }), staleTime: 0 });

export function haulReviewed(): void {
  void queryClient.invalidateQueries({ queryKey: ['ops', 'hauls'] });
}
export type OpsTicketStatus = NonNullable<OperationParams<'Sig.Ops.WorkOrders'>['status']>;

/** The ticket queue: waiting on staff (no status) or one status. */
export const opsWorkOrdersQuery = (status: OpsTicketStatus | undefined, page: number) =>
  queryOptions({ queryKey: ['ops', 'workOrders', status ?? 'waiting', page], queryFn: () => api.opsWorkOrders({ status, page }, { silent: true }), staleTime: 0 });

export const opsWorkOrderQuery = (id: number) =>
  queryOptions({ queryKey: ['ops', 'workOrder', id], queryFn: () => api.opsWorkOrder({ id }, { silent: true }), staleTime: 0 });

/** A staff answer or status change: show the ticket as it is now, and let the queue count again. */
export function workOrderChanged(detail: OpsWorkOrder): void {
  queryClient.setQueryData(opsWorkOrderQuery(detail.ticket.id).queryKey, detail);
  void queryClient.invalidateQueries({ queryKey: ['ops', 'workOrders'] });
}

export const ticketStatuses: readonly OpsTicketStatus[] = ['open', 'awaitingStaff', 'awaitingShopper', 'resolved', 'closed'];

export const ticketStatusParam = (value: string | null): OpsTicketStatus | undefined =>
  (ticketStatuses as readonly string[]).includes(value ?? '') ? (value as OpsTicketStatus) : undefined;

export const opsIdentitiesQuery = () => queryOptions({ queryKey: ['ops', 'identities'], queryFn: () => api.opsIdentities({ silent: true }) });
