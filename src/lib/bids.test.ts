import { describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants';
import { auctionRefreshMs, bandYen, buyNowOffered, checkMaxBid, holdFor, proxyFeeOf } from './bids';

describe('bandYen: the last band the price reaches', () => {
  const bands = [{ fromYen: 0, yen: 10 }, { fromYen: 1000, yen: 100 }, { fromYen: 5000, yen: 250 }];
  it.each([
    [0, 10],
    [999, 10],
    [1000, 100],
    [4999, 100],
    [5000, 250],
    [1_000_000, 250],
  ])('%i yen → %i', (price, yen) => expect(bandYen(bands, price)).toBe(yen));
});

describe('the hold of a maximum bid', () => {
  it('is the maximum plus our fee on it (spec constants fees.proxyFee)', () => {
    expect(proxyFeeOf(2999)).toBe(100);
    expect(holdFor(2999)).toBe(3099);
    expect(holdFor(3000)).toBe(3200);
    expect(holdFor(10_000)).toBe(10_300);
  });
});

describe('checkMaxBid: refused before sending', () => {
  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['12.5', 'notWhole'],
    ['-100', 'notWhole'],
    ['abc', 'notWhole'],
    ['1,499', 'belowNext'],
    ['100000001', 'tooHigh'],
  ])('%j → %s', (input, problem) => expect(checkMaxBid(input, 1500)).toEqual({ ok: false, problem }));
  it.each([
    ['5000', 'notAboveOwn'],
    ['4999', 'notAboveOwn'],
    ['1499', 'belowNext'],
  ])('raising a ¥5,000 maximum: %j → %s (as the server refuses it)', (input, problem) => expect(checkMaxBid(input, 1500, 5000)).toEqual({ ok: false, problem }));
  it('takes a raise above one\'s own maximum', () => expect(checkMaxBid('5001', 1500, 5000)).toEqual({ ok: true, yen: 5001 }));
  it('takes commas, yen signs and full-width digits', () => {
    expect(checkMaxBid('1,500', 1500)).toEqual({ ok: true, yen: 1500 });
    expect(checkMaxBid('¥ 2,000', 1500)).toEqual({ ok: true, yen: 2000 });
    expect(checkMaxBid('１６００円', 1500)).toEqual({ ok: true, yen: 1600 });
  });
});

describe('auctionRefreshMs: asked again until closed', () => {
  it.each([
    ['running', constants.biddingScreens.auctionRefreshMs],
    ['ended', constants.biddingScreens.auctionRefreshMs],
    ['closed', false],
    [undefined, constants.biddingScreens.auctionRefreshMs],
  ] as const)('%s → %s', (status, ms) => expect(auctionRefreshMs(status)).toBe(ms));
});

describe('buyNowOffered: never at or below the current price', () => {
  it.each([
    ['above the price, with bids', { status: 'running', buyNowYen: 9000, currentYen: 5000, bidCount: 3 }, true],
    ['at the price, with bids', { status: 'running', buyNowYen: 5000, currentYen: 5000, bidCount: 3 }, false],
    ['under the price, with bids', { status: 'running', buyNowYen: 4000, currentYen: 5000, bidCount: 3 }, false],
    ['at the starting price, no bids', { status: 'running', buyNowYen: 5000, currentYen: 5000, bidCount: 0 }, true],
    ['none listed', { status: 'running', buyNowYen: null, currentYen: 5000, bidCount: 0 }, false],
    ['ended', { status: 'ended', buyNowYen: 9000, currentYen: 5000, bidCount: 3 }, false],
    ['closed', { status: 'closed', buyNowYen: 9000, currentYen: 5000, bidCount: 3 }, false],
  ] as const)('%s → %s', (_name, state, shown) => expect(buyNowOffered(state)).toBe(shown));
});
