import type { AuctionState } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { maxOf } from './api/limits';

/** The amount of the last band whose `fromYen` the price reaches (the fee and increment tables' rule). */
export function bandYen(bands: readonly { fromYen: number; yen: number }[], priceYen: number): number {
  let yen = 0;
  for (const band of bands) if (priceYen >= band.fromYen) yen = band.yen;
  return yen;
}

/** Our purchase fee on a bid of this amount: the wallet holds it on top of the maximum. */
export const proxyFeeOf = (bidYen: number): number => bandYen(constants.fees.proxyFee, bidYen);

/** What a maximum bid holds from the wallet: the maximum and the fee on it. */
export const holdFor = (maxYen: number): number => maxYen + proxyFeeOf(maxYen);

export type MaxBidCheck = { ok: true; yen: number } | { ok: false; problem: 'empty' | 'notWhole' | 'belowNext' | 'notAboveOwn' | 'tooHigh' };

/**
 * A maximum bid as typed ("12,500" and full-width digits are fine), checked before it is sent as the server
 * checks it (server/auctions/bid.ts): whole yen, at least the next valid amount, above the shopper's own
 * maximum when raising one (`ownMaxYen`), at most what the API takes.
 */
export function checkMaxBid(input: string, nextBidYen: number, ownMaxYen: number | null = null): MaxBidCheck {
  const text = input.normalize('NFKC').replace(/[,\s¥￥円]/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'notWhole' };
  const yen = Number(text);
  if (yen < nextBidYen) return { ok: false, problem: 'belowNext' };
  if (ownMaxYen !== null && yen <= ownMaxYen) return { ok: false, problem: 'notAboveOwn' };
  if (yen > maxOf('Sig.Front.User.AppAuction.Bid', 'maxYen')) return { ok: false, problem: 'tooHigh' };
  return { ok: true, yen };
}

/**
 * How often an auction is asked again: while it runs (rivals bid meanwhile) and while its close is pending
 * ('ended'); never once closed, which includes an auction that ended with no bid through us.
 */
export function auctionRefreshMs(status: AuctionState['status'] | undefined): number | false {
  return status === 'closed' ? false : constants.biddingScreens.auctionRefreshMs;
}

/**
 * Whether the listing's buy-now price is still on offer: above the current price once there are bids (at
 * it before any, when the seller starts at the buy-now price). A price the bidding already reached or
 * passed — the marketplace's own bids before ours can — would sell below the current price.
 */
export function buyNowOpen(buyNowYen: number | null | undefined, currentYen: number, hasBids: boolean): buyNowYen is number {
  return buyNowYen != null && (hasBids ? buyNowYen > currentYen : buyNowYen >= currentYen);
}

/** Whether the buy-now button shows: while the auction runs, by buyNowOpen. */
export function buyNowOffered(state: Pick<AuctionState, 'status' | 'buyNowYen' | 'currentYen' | 'bidCount'>): boolean {
  return state.status === 'running' && buyNowOpen(state.buyNowYen, state.currentYen, state.bidCount > 0);
}
