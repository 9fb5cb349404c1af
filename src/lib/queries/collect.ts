import { queryOptions } from '@tanstack/react-query';
import type { CollectCounts } from '../../../generated/api/schemas';
import { api } from '../api/client';
import { queryClient } from '../query-client';

// One prefix for every saved-goods and saved-seller answer, so that a change anywhere refreshes them all.
const root = 'collect';

// Saving happens on many pages (goods, shops, cards): a collection page always asks again when it opens.
export const collectedGoodsQuery = (page: number) =>
  queryOptions({ queryKey: [root, 'goods', page], queryFn: () => api.collectedGoods({ page }), staleTime: 0 });

export const collectedSellersQuery = (page: number) =>
  queryOptions({ queryKey: [root, 'sellers', page], queryFn: () => api.collectedSellers({ page }), staleTime: 0 });

export const collectCountsQuery = () =>
  queryOptions({ queryKey: [root, 'counts'], queryFn: () => api.collectCounts({ silent: true }), staleTime: 0 });

/** After saving or removing goods or a seller: the counts the server answered, and fresh lists. */
export function collectChanged(counts: CollectCounts): void {
  queryClient.setQueryData(collectCountsQuery().queryKey, counts);
  void queryClient.invalidateQueries({ queryKey: [root], predicate: (q) => q.queryKey[1] !== 'counts' });
}
