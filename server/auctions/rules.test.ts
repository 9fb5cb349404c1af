import { describe, expect, it } from 'vitest';
import { proxyFeeYen } from '../shipping/landed-cost';
import { bidIncrement, buyNowOpen, extendedEnd, holdFor, mercariEnd, nextValidYen, type ProxyBid, reserveMet, resolve } from './rules';

describe('bid increments (Yahoo! table)', () => {
  it.each([
    [0, 10], [1, 10], [999, 10], [1000, 100], [4999, 100], [5000, 250], [9999, 250],
    [10000, 500], [49999, 500], [50000, 1000], [1_000_000, 1000],
  ])('at ¥%i the increment is ¥%i', (price, step) => {
    expect(bidIncrement(price)).toBe(step);
  });
});

describe('next valid amount', () => {
  it.each([
    [500, false, 500], [500, true, 510], [990, true, 1000], [1000, true, 1100], [4900, true, 5000],
    [5000, true, 5250], [9750, true, 10000], [10000, true, 10500], [49500, true, 50000], [50000, true, 51000],
  ])('price ¥%i, bids %s → ¥%i', (price, hasBids, next) => {
    expect(nextValidYen(price, hasBids)).toBe(next);
  });
});

const bid = (id: number, maxYen: number, setAt = id): ProxyBid => ({ id, maxYen, setAt });

describe('proxy-bid resolution', () => {
  it.each<[string, ProxyBid[], number, number | null, number | null, number]>([
    ['no bids: the starting price, no leader', [], 1000, null, null, 1000],
    ['one bid: the starting price', [bid(1, 5000)], 1000, null, 1, 1000],
    ['two bids: one increment over the runner-up', [bid(1, 5000), bid(2, 3000)], 1000, null, 1, 3100],
    ['the later higher maximum leads', [bid(1, 3000), bid(2, 5000)], 1000, null, 2, 3100],
    ['capped at the leader\'s own maximum', [bid(1, 3050), bid(2, 3000)], 1000, null, 1, 3050],
    ['equal maxima: the earlier wins, at that maximum', [bid(1, 4000, 10), bid(2, 4000, 5)], 1000, null, 2, 4000],
    ['equal maxima and times: the lower id', [bid(7, 4000, 5), bid(3, 4000, 5)], 1000, null, 3, 4000],
    ['three bidders: the top two decide', [bid(1, 2000), bid(2, 9000), bid(3, 8000)], 500, null, 2, 8250],
    ['increment band of the runner-up (¥10 under ¥1,000)', [bid(1, 990), bid(2, 2000)], 100, null, 2, 1000],
    ['reserve reached by the leader\'s maximum lifts the price', [bid(1, 6000), bid(2, 2000)], 1000, 5000, 1, 5000],
    ['reserve above every maximum stays unmet', [bid(1, 4000), bid(2, 2000)], 1000, 5000, 1, 2100],
    ['a market bidder at the current price', [bid(1, 1200), bid(2, 3000)], 1200, null, 2, 1300],
  ])('%s', (_name, bids, start, reserve, leader, price) => {
    expect(resolve(bids, start, reserve)).toEqual({ leaderId: leader, priceYen: price, boughtNow: false });
  });
});

describe('proxy-bid resolution with a buy-now price: reaching it buys at it and ends the auction', () => {
  it.each<[string, ProxyBid[], number, number | null, number, number | null, number, boolean]>([
    ['both maxima under it: bidding as usual', [bid(1, 5000), bid(2, 7000)], 1000, null, 9000, 2, 5250, false],
    ['a rival maximum over it leads: bought at the buy-now price, not above', [bid(1, 5000), bid(2, 12000)], 1000, null, 9000, 2, 9000, true],
    ['one increment over the runner-up would pass it: stops at it', [bid(1, 8900), bid(2, 9500)], 1000, null, 9000, 2, 9000, true],
    ['a leading maximum exactly at it is a buy-now', [bid(1, 3000), bid(2, 9000)], 1000, null, 9000, 2, 9000, true],
    ['one increment under it still bids', [bid(1, 3000), bid(2, 8999)], 1000, null, 9000, 2, 3100, false],
    ['alone at it: bought at it', [bid(1, 9000)], 1000, null, 9000, 1, 9000, true],
    ['over it while the reserve is higher: the buy-now still sells at it', [bid(1, 2000), bid(2, 20000)], 1000, 15000, 9000, 2, 9000, true],
    ['the earlier of equal maxima over it buys', [bid(1, 10000, 10), bid(2, 10000, 5)], 1000, null, 9000, 2, 9000, true],
    ['no buy-now price: the price may go anywhere', [bid(1, 12000), bid(2, 20000)], 1000, null, 0, 2, 12500, false],
  ])('%s', (_name, bids, start, reserve, buyNow, leader, price, bought) => {
    expect(resolve(bids, start, reserve, buyNow === 0 ? null : buyNow)).toEqual({ leaderId: leader, priceYen: price, boughtNow: bought });
  });
});

describe('buy-now on offer', () => {
  it.each<[string, number | null, number, boolean, boolean]>([
    ['none listed', null, 1000, false, false],
    ['above the price, bids on it', 9000, 5000, true, true],
    ['at the price with bids: gone (it would undercut the leader)', 5000, 5000, true, false],
    ['under the price (the marketplace bids passed it)', 4000, 5000, true, false],
    ['at the starting price before any bid', 5000, 5000, false, true],
    ['under the starting price before any bid', 4000, 5000, false, false],
  ])('%s', (_name, buyNow, current, hasBids, open) => {
    expect(buyNowOpen(buyNow, current, hasBids)).toBe(open);
  });
});

describe('holds', () => {
  it.each([1000, 5000, 20000, 120000])('a ¥%i maximum holds it plus its proxy fee', (max) => {
    expect(holdFor(max)).toBe(max + proxyFeeYen(max));
  });
});

const jst = (iso: string) => Date.parse(`${iso}+09:00`);

describe('Mercari end and extension', () => {
  it.each([
    ['2026-11-23T00:00:00', '2026-11-24T20:00:00'],
    ['2026-11-23T19:59:00', '2026-11-24T20:00:00'],
    ['2026-11-23T23:30:00', '2026-11-24T20:00:00'],
    ['2026-11-30T12:00:00', '2026-12-01T20:00:00'],
    ['2026-12-31T21:00:00', '2027-01-01T20:00:00'],
  ])('a first bid at %s JST ends %s JST', (first, end) => {
    expect(mercariEnd(jst(first))).toBe(jst(end));
  });

  const end = jst('2026-11-24T20:00:00');
  it.each([
    ['10 minutes before: unchanged', -10, end],
    ['exactly 5 minutes before: extended', -5, end + 5 * 60_000],
    ['1 minute before: extended', -1, end + 5 * 60_000],
    ['1 second before: extended', -1 / 60, end + 5 * 60_000],
    ['at the end: unchanged (too late)', 0, end],
  ])('a bid %s', (_name, minutes, expected) => {
    expect(extendedEnd(end, end + minutes * 60_000)).toBe(expected);
  });
});

describe('reserve met', () => {
  it.each<[string, number, number | null, number | null, boolean | null]>([
    ['no reserve', 1000, null, null, null],
    ['under the reserve', 4000, 5000, null, false],
    ['at the reserve', 5000, 5000, null, true],
    ['under a buy-now that is under the reserve', 4000, 9000, 5000, false],
    ['a buy-now under the reserve sells', 5000, 9000, 5000, true],
  ])('%s', (_name, current, reserve, buyNow, met) => {
    expect(reserveMet(current, reserve, buyNow)).toBe(met);
  });
});
