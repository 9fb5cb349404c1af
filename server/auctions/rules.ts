// The auction rules as pure functions, so that they are tested by tables (rules.test.ts): the increment
// table, proxy-bid resolution, the next valid amount, Mercari's end and extension, and the hold a bid takes.
import { constants } from '../../generated/constants';
import { buyNowOpen } from '../../src/lib/bids';
import { bidIncrement } from '../catalog/items';
import { proxyFeeYen } from '../shipping/landed-cost';

const minute = 60_000;
const jstOffsetMs = 9 * 60 * minute;

// The storefront's bid panel offers buy-now by the same rule (src/lib/bids.ts).
export { bidIncrement, buyNowOpen };

export interface ProxyBid {
  id: number;
  maxYen: number;
  /** When the maximum was set: equal maxima go to the earlier one (then the lower id). */
  setAt: number;
}

export interface Resolution {
  leaderId: number | null;
  priceYen: number;
  /** The leader's maximum reached the buy-now price: the leader buys at that price and the auction ends. */
  boughtNow: boolean;
}

/** Bids in the order they rank: highest maximum first, the earlier of equal maxima first. */
export function ranked<T extends ProxyBid>(bids: readonly T[]): T[] {
  return [...bids].sort((a, b) => b.maxYen - a.maxYen || a.setAt - b.setAt || a.id - b.id);
}

/**
 * Where proxy bidding leaves an auction: the highest maximum leads, at the smallest increment over the
 * runner-up's maximum but never above its own; alone, at the starting price. A reserve the leader's
 * maximum reaches lifts the price to the reserve (the seller's minimum is met as soon as a maximum allows).
 * With a buy-now price on offer (`buyNowYen`, see buyNowOpen), a leading maximum at or above it is a
 * buy-now, as on Yahoo! Auctions: the price stops at the buy-now price and the auction ends, so bidding
 * never carries the price past what buying now would cost.
 */
export function resolve(bids: readonly ProxyBid[], startYen: number, reserveYen: number | null = null, buyNowYen: number | null = null): Resolution {
  const [leader, second] = ranked(bids);
  if (!leader) return { leaderId: null, priceYen: startYen, boughtNow: false };
  if (buyNowYen !== null && leader.maxYen >= buyNowYen) return { leaderId: leader.id, priceYen: buyNowYen, boughtNow: true };
  let price = second ? Math.min(leader.maxYen, second.maxYen + bidIncrement(second.maxYen)) : startYen;
  price = Math.max(price, Math.min(startYen, leader.maxYen));
  if (reserveYen !== null && leader.maxYen >= reserveYen && price < reserveYen) price = reserveYen;
  return { leaderId: leader.id, priceYen: price, boughtNow: false };
}

/**
 * Whether the seller's minimum is met: the price reached the reserve, or the buy-now price (buy-now is the
 * seller's standing offer to sell at that price, so a reserve set above it, as some listings carry, does
 * not take that offer back). null when there is no reserve.
 */
export function reserveMet(currentYen: number, reserveYen: number | null, buyNowYen: number | null): boolean | null {
  if (reserveYen === null) return null;
  return currentYen >= reserveYen || (buyNowYen !== null && currentYen >= buyNowYen);
}

/** The smallest maximum a bid may have: the starting price before any bid, then one increment over the price. */
export function nextValidYen(currentYen: number, hasBids: boolean): number {
  return hasBids ? currentYen + bidIncrement(currentYen) : currentYen;
}

/** What a maximum holds from the wallet: the maximum plus the proxy fee on it. */
export function holdFor(maxYen: number): number {
  return maxYen + proxyFeeYen(maxYen);
}

/** A Mercari auction's end: mercariEndHourJst (20:00) JST on the day after the first bid. */
export function mercariEnd(firstBidAt: number): number {
  const jst = new Date(firstBidAt + jstOffsetMs);
  return Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate() + 1, constants.auction.mercariEndHourJst) - jstOffsetMs;
}

/** Mercari: a bid in the last extensionWindowMinutes moves the end extensionMinutes later. */
export function extendedEnd(endsAt: number, bidAt: number): number {
  const { extensionWindowMinutes, extensionMinutes } = constants.auction;
  return bidAt < endsAt && endsAt - bidAt <= extensionWindowMinutes * minute ? endsAt + extensionMinutes * minute : endsAt;
}
