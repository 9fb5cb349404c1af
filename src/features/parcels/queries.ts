import { queryOptions } from '@tanstack/react-query';
import type { ShipParcel } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';

/** Every parcel answer starts with this key, so one change refreshes lists and pages alike. */
export const parcelsKey = ['parcels'] as const;

// Reads are silent: a failure shows on the page (not found, or the error widget), not as a toast too.
export const candidatesQuery = () => queryOptions({ queryKey: [...parcelsKey, 'candidates'], queryFn: () => api.parcelCandidates({ silent: true }), staleTime: 0 });

export const parcelQuery = (id: number) => queryOptions({ queryKey: [...parcelsKey, 'one', id], queryFn: () => api.parcelGet({ id }, { silent: true }), staleTime: 0 });

export const parcelQuoteQuery = (id: number) => queryOptions({ queryKey: [...parcelsKey, 'quote', id], queryFn: () => api.parcelQuote({ id }, { silent: true }) });

export const overviewQuery = () => queryOptions({ queryKey: [...parcelsKey, 'overview'], queryFn: () => api.parcelOverview({ silent: true }), staleTime: 0 });

/** A shipped parcel's cover and claim; an accepted claim changes the wallet, which its own query follows. */
export const claimQuery = (id: number) => queryOptions({ queryKey: [...parcelsKey, 'claim', id], queryFn: () => api.parcelClaimOf({ id }, { silent: true }), staleTime: 0 });

export const parcelListQuery = (page: number) => queryOptions({ queryKey: [...parcelsKey, 'list', page], queryFn: () => api.parcelList({ page }, { silent: true }), staleTime: 0 });


/** The same key as the wallet pages' summary, so a payment here refreshes the balance there. */
export const walletQuery = () => queryOptions({ queryKey: ['wallet', 'summary'], queryFn: () => api.walletSummary({ silent: true }), staleTime: 0 });

/** After a parcel changed: its page shows the answer at once; parcels, orders, wallet and messages fetch again. */
export async function parcelChanged(parcel: ShipParcel): Promise<void> {
  queryClient.setQueryData(parcelQuery(parcel.id).queryKey, parcel);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...parcelsKey, 'list'] }),
    queryClient.invalidateQueries({ queryKey: [...parcelsKey, 'candidates'] }),
    queryClient.invalidateQueries({ queryKey: [...parcelsKey, 'overview'] }),
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    queryClient.invalidateQueries({ queryKey: ['globalHomeInfo'] }),
    queryClient.invalidateQueries({ queryKey: ['messages'] }),
  ]);
}
