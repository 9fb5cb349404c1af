import { queryOptions } from '@tanstack/react-query';
import type { HaulDetail } from '../../../generated/api/schemas';
import type { SiteId } from '../../../generated/sites';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';

export type HaulTab = 'new' | 'hot';
export type HaulKind = HaulDetail['kind'];

/** Every haul answer starts with this key, so a like or a submission refreshes lists and pages alike. */
export const hauls = ['experience'] as const;

// Reads are silent: a failure shows on the page (not found, or the error widget), not as a toast too.
export const haulListQuery = (tab: HaulTab, page: number, site: SiteId | null) =>
  queryOptions({ queryKey: [...hauls, 'list', tab, page, site], queryFn: () => api.experienceList({ tab, page, ...(site ? { site } : {}) }, { silent: true }) });

export const haulQuery = (id: number) => queryOptions({ queryKey: [...hauls, 'one', id], queryFn: () => api.experienceDetail({ id }, { silent: true }), staleTime: 0 });

export const userHaulsQuery = (userId: number, page: number) =>
  queryOptions({ queryKey: [...hauls, 'user', userId, page], queryFn: () => api.experienceUser({ userId, page }, { silent: true }) });

export const myHaulsQuery = (kind: HaulKind | null, page: number) =>
  queryOptions({ queryKey: [...hauls, 'mine', kind, page], queryFn: () => api.myExperiences({ page, ...(kind ? { kind } : {}) }, { silent: true }), staleTime: 0 });

export const shareableQuery = () => queryOptions({ queryKey: [...hauls, 'shareable'], queryFn: () => api.shareableOrders({ silent: true }), staleTime: 0 });

/** A submission changed: its page shows the answer at once, the lists fetch again. */
export async function haulChanged(detail: HaulDetail): Promise<void> {
  queryClient.setQueryData(haulQuery(detail.id).queryKey, detail);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...hauls, 'mine'] }),
    queryClient.invalidateQueries({ queryKey: [...hauls, 'shareable'] }),
    queryClient.invalidateQueries({ queryKey: ['messages'] }),
  ]);
}
