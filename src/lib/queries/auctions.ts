import { queryOptions } from '@tanstack/react-query';
import type { AuctionState, BidResult, MyBidPage, WonPayment } from '../../../generated/api/schemas';
import type { OperationParams } from '../../../generated/api/operations';
import { constants } from '../../../generated/constants';
import type { SiteId } from '../../../generated/sites';
import { api } from '../api/client';
import { auctionRefreshMs } from '../bids';
import { queryClient } from '../query-client';
import { isLoggedIn } from '../session';

// One prefix for every answer about the shopper's bids (lists, quota, won orders): a bid, a buy-now or a
// payment refreshes them together. The auction itself is asked under its own key.
const root = 'bids';

export type BidView = NonNullable<OperationParams<'Sig.Front.User.AppAuction.MyBids'>['view']>;
export type CentreSite = NonNullable<OperationParams<'Sig.Front.User.AppAuction.MyBids'>['site']>;

/** How far our clock is behind the server's (server − ours, ms): countdowns run on the server's clock. */
const skewOf = (serverTime: string): number => Date.parse(serverTime) - Date.now() || 0;

/** An auction's state, with how far our clock is behind the server's (for the countdown). */
export interface AuctionView extends AuctionState {
  skewMs: number;
}

const withSkew = (state: AuctionState): AuctionView => ({ ...state, skewMs: skewOf(state.serverTime) });

/** A page of the shopper's bids, with the clocks' difference for the rows' countdowns. */
export interface MyBidsView extends MyBidPage {
  skewMs: number;
}

export const auctionStateQuery = (site: SiteId, id: string) =>
  queryOptions({
    // The shopper's own bid is part of the answer: a login gets a fresh one.
    queryKey: ['auction', site, id, isLoggedIn()],
    queryFn: async () => withSkew(await api.auctionState({ site, id }, { silent: true })),
    staleTime: 0,
    // Live auctions move without us; one that has ended is asked until the winner is decided.
    refetchInterval: (query) => auctionRefreshMs(query.state.data?.status),
  });

/**
 * An auction's end as the server keeps it (null: none yet). Shown as it is, in Japan time and the shopper's
 * zone; the countdown to it runs on the server's clock (Countdown's skewMs), not on a shifted end.
 */
export function serverEnd(endsAt: string | null | undefined): Date | null {
  if (!endsAt) return null;
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? null : new Date(end);
}

export const myBidsQuery = (view: BidView, site: CentreSite | null, page: number) =>
  queryOptions({
    queryKey: [root, 'list', view, site, page],
    queryFn: async (): Promise<MyBidsView> => {
      const answer = await api.myBids({ view, page, ...(site ? { site } : {}) });
      return { ...answer, skewMs: skewOf(answer.serverTime) };
    },
    staleTime: 0,
    refetchInterval: view === 'all' || view === 'bidding' || view === 'leading' || view === 'outbid' ? constants.biddingScreens.listRefreshMs : false,
  });

/** The sellers of every auction the shopper bid on, grouped by the server (the Yahoo centre's seller page). */
export const mySellersQuery = (site: CentreSite | null, page: number) =>
  queryOptions({ queryKey: [root, 'sellers', site, page], queryFn: () => api.mySellers({ page, ...(site ? { site } : {}) }), staleTime: 0 });

export const biddingQuotaQuery = (site: CentreSite | null) =>
  queryOptions({ queryKey: [root, 'quota', site], queryFn: () => api.biddingQuota(site ? { site } : {}), staleTime: 0 });

/** A won auction's payment; `site`: asked from that marketplace's own pay page, which shows only its wins (another's is 404). */
export const wonPaymentQuery = (id: number, site: CentreSite | null = null) =>
  queryOptions({ queryKey: [root, 'won', id, site], queryFn: () => api.wonPayment({ id, ...(site ? { site } : {}) }), staleTime: 0 });

/** After a bid or buy-now: the auction as the server answered, and every list, quota and wallet figure anew. */
export function bidPlaced(result: BidResult): void {
  const { site, id } = result.auction;
  queryClient.setQueryData(auctionStateQuery(site, id).queryKey, withSkew(result.auction));
  void queryClient.invalidateQueries({ queryKey: [root] });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
}

/**
 * After the server refused a bid or buy-now (too low, ended, over the quota): the auction's state and the
 * quota anew at once, so that the next valid amount shown is the one the server now takes.
 */
export function bidRefused(site: SiteId, id: string): void {
  void queryClient.invalidateQueries({ queryKey: ['auction', site, id] });
  void queryClient.invalidateQueries({ queryKey: [root, 'quota'] });
}

/** An auction in the shopper's lists reached its end: the lists anew (the server closes it as it answers). */
export function bidsEnded(): void {
  void queryClient.invalidateQueries({ queryKey: [root], predicate: (q) => q.queryKey[1] !== 'won' });
}

/** After paying a won auction's postage: the answer, and every list, quota, order and wallet figure anew. */
export function wonPaid(answer: WonPayment): void {
  // The same answer whichever page asked (the order's page, or the marketplace's pay page).
  for (const site of [null, answer.site === 'yahoo' || answer.site === 'mercari' ? answer.site : null]) {
    queryClient.setQueryData(wonPaymentQuery(answer.order.id, site).queryKey, answer);
  }
  void queryClient.invalidateQueries({ queryKey: [root], predicate: (q) => q.queryKey[1] !== 'won' });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  void queryClient.invalidateQueries({ queryKey: ['orders'] });
}
