import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';

// One prefix for the personal centre's answers: a change on one page (a card, a claim) refreshes the hub too.
const root = 'personal';

export const summaryQuery = () => queryOptions({ queryKey: [root, 'summary'], queryFn: () => api.personalSummary(), staleTime: 0 });
export const identityQuery = () => queryOptions({ queryKey: [root, 'identity'], queryFn: () => api.identityGet(), staleTime: 0 });
export const growthQuery = () => queryOptions({ queryKey: [root, 'growth'], queryFn: () => api.growthGet(), staleTime: 0 });
export const specialQuery = () => queryOptions({ queryKey: [root, 'special'], queryFn: () => api.specialList(), staleTime: 0 });
export const paymentConfigQuery = () => queryOptions({ queryKey: [root, 'paymentConfig'], queryFn: () => api.paymentConfig(), staleTime: Infinity });
export const shopsQuery = (site: Parameters<typeof api.sellerShops>[0]['site']) =>
  queryOptions({ queryKey: [root, 'shops', site], queryFn: () => api.sellerShops({ site }, { silent: true }), staleTime: 600_000 });

/** An answer of a change: show it, and let the hub count again. */
export function changed<T>(key: readonly unknown[], data: T): void {
  queryClient.setQueryData(key, data);
  void queryClient.invalidateQueries({ queryKey: [root, 'summary'] });
}
