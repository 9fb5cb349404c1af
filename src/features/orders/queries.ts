import { queryOptions } from '@tanstack/react-query';
import type { OrderDetail } from '../../../generated/api/schemas';
import type { OrderGroup } from '../../../generated/orders';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';

/** Every order query starts with this key, so one change to an order refreshes lists and pages alike. */
export const ordersKey = ['orders'] as const;

export const orderListQuery = (group: OrderGroup, page: number, kind?: 'anybuy') =>
  queryOptions({ queryKey: [...ordersKey, 'list', group, kind ?? 'any', page], queryFn: () => api.orderList({ group, page, ...(kind ? { kind } : {}) }) });

// Reads are silent: a failure shows on the page (not found, or the error widget), not as a toast too.
export const orderDetailQuery = (id: number) =>
  queryOptions({ queryKey: [...ordersKey, 'detail', id], queryFn: () => api.orderDetail({ id }, { silent: true }) });

export const similarGoodsQuery = (id: number) =>
  queryOptions({ queryKey: [...ordersKey, 'similar', id], queryFn: () => api.similarGoods({ id }, { silent: true }), staleTime: 5 * 60_000 });

export const refundListQuery = (page: number) => queryOptions({ queryKey: ['refunds', page], queryFn: () => api.refundList({ page }) });

/** After an order changed: its page shows the answer at once; lists, counts and refunds fetch again. */
export async function orderChanged(detail: OrderDetail): Promise<void> {
  queryClient.setQueryData(orderDetailQuery(detail.order.id).queryKey, detail);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['refunds'] }),
    // A change writes a message: the header's unread count comes with home info.
    queryClient.invalidateQueries({ queryKey: ['globalHomeInfo'] }),
    queryClient.invalidateQueries({ queryKey: ['messages'] }),
  ]);
}
