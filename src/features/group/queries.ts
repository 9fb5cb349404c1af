import { queryOptions } from '@tanstack/react-query';
import type { GroupDetail } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';

// One prefix for every group answer: a change to one group refreshes the lists that show it.
const root = 'group';

export const myGroupsQuery = (page: number) => queryOptions({ queryKey: [root, 'mine', page], queryFn: () => api.myGroups({ page }), staleTime: 0 });

export const openGroupsQuery = (page: number) => queryOptions({ queryKey: [root, 'open', page], queryFn: () => api.openGroups({ page }), staleTime: 0 });

/** `silent`: the route turns a 404 into the not-found page instead of a toast. */
export const groupDetailQuery = (id: number) =>
  queryOptions({ queryKey: [root, 'detail', id], queryFn: () => api.groupDetail({ id }, { silent: true }), staleTime: 0 });

export const candidatesQuery = () => queryOptions({ queryKey: [root, 'candidates'], queryFn: () => api.groupCandidates(), staleTime: 0 });

/** The wallet balance payMail shows beside the share (the wallet pages keep their own cache). */
export const balanceQuery = () => queryOptions({ queryKey: [root, 'balance'], queryFn: () => api.walletSummary(), staleTime: 0 });

/** A change answered the group as it is now: show it, and let every other group answer refetch. */
export function storeGroup(detail: GroupDetail): void {
  queryClient.setQueryData(groupDetailQuery(detail.group.id).queryKey, detail);
  void queryClient.invalidateQueries({ queryKey: [root], predicate: (q) => !(q.queryKey[1] === 'detail' && q.queryKey[2] === detail.group.id) });
}
