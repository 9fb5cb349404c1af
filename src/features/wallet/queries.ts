import { queryOptions } from '@tanstack/react-query';
import type { RechargeAnswer } from '../../../generated/api/schemas';
import { constants } from '../../../generated/constants';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';
import type { CouponStatus, HistoryKind } from './params';

// One prefix for every wallet answer: a recharge that lands refreshes balances and histories together.
const root = 'wallet';

export const paymentConfigQuery = () => queryOptions({ queryKey: [root, 'config'], queryFn: () => api.paymentConfig(), staleTime: Infinity });

export const walletSummaryQuery = () => queryOptions({ queryKey: [root, 'summary'], queryFn: () => api.walletSummary(), staleTime: 0 });

export const walletHistoryQuery = (page: number, kind: HistoryKind | null) =>
  queryOptions({ queryKey: [root, 'history', page, kind], queryFn: () => api.walletHistory({ page, ...(kind ? { kind } : {}) }), staleTime: 0 });

export const couponsQuery = (status: CouponStatus, page: number) =>
  queryOptions({ queryKey: [root, 'coupons', status, page], queryFn: () => api.coupons({ status, page }), staleTime: 0 });

export const pointsHistoryQuery = (page: number) => queryOptions({ queryKey: [root, 'points', page], queryFn: () => api.pointsHistory({ page }), staleTime: 0 });

const isFinal = (answer: RechargeAnswer | undefined) => answer?.recharge.status === 'succeeded' || answer?.recharge.status === 'failed';

/** One recharge, asked again while the gateway has not decided (the server checks with the gateway each time). */
export const rechargeQuery = (id: number) =>
  queryOptions({
    queryKey: [root, 'recharge', id],
    queryFn: () => api.getRecharge({ id }),
    staleTime: 0,
    refetchInterval: (query) => (isFinal(query.state.data) ? false : constants.wallet.pollIntervalMs),
  });

/** A recharge's answer as the create call gave it; once final, the balances and histories are stale. */
export function rechargeAnswered(answer: RechargeAnswer): void {
  queryClient.setQueryData(rechargeQuery(answer.recharge.id).queryKey, answer);
  if (isFinal(answer)) void queryClient.invalidateQueries({ queryKey: [root], predicate: (q) => q.queryKey[1] !== 'recharge' && q.queryKey[1] !== 'config' });
}
