import type { BidView } from '../../lib/queries/auctions';

/** The tabs of /personal/bidding, in their order; the first is the default. */
export const biddingTabs = ['leading', 'outbid', 'won', 'lost'] as const satisfies readonly BidView[];
export type BiddingTab = (typeof biddingTabs)[number];

/** The tab a `?view=` names; the first for anything else. */
export function tabParam(search: URLSearchParams): BiddingTab {
  const view = search.get('view');
  return (biddingTabs as readonly string[]).includes(view ?? '') ? (view as BiddingTab) : biddingTabs[0];
}
