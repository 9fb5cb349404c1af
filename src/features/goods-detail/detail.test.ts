import { describe, expect, it } from 'vitest';
import type { GoodsDetail, GoodsListItem } from '../../../generated/api/schemas';
import { buyBlock, buyerDomesticYen, currentPrice, galleryImages, minNextBid, withRecentView } from './detail';
import { detailRef } from './detail-query';

const item = (over: Partial<GoodsListItem> = {}): GoodsListItem => ({
  Site: 'mercari',
  Id: 'm1',
  Url: 'https://jp.mercari.com/item/m1',
  Name: 'テスト',
  ImageUrl: 'https://example.com/1.jpg',
  JPYPrice: 1200,
  IsReserve: false,
  IsSoldOut: false,
  ListingType: 'fixed',
  ...over,
});

describe('buyBlock: why an item cannot be bought', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('sold out wins over everything', () => expect(buyBlock(item({ IsSoldOut: true, IsReserve: true }), null, now)).toBe('soldOut'));
  it('reserved', () => expect(buyBlock(item({ IsReserve: true }), null, now)).toBe('reserved'));
  it('an auction past its end', () => expect(buyBlock(item({ ListingType: 'auction' }), new Date(now - 1), now)).toBe('ended'));
  it('an auction still running', () => expect(buyBlock(item({ ListingType: 'auction' }), new Date(now + 60_000), now)).toBeNull());
  it('a fixed price item ignores an end time', () => expect(buyBlock(item(), new Date(now - 1), now)).toBeNull());
});

describe('auction prices', () => {
  const auction = (over: Partial<GoodsListItem>) => item({ ListingType: 'auction', ...over });
  it('the current bid stands for the price of an auction', () => expect(currentPrice(auction({ BidJPYPrice: 1500 }))).toBe(1500));
  it('the listed price when there is no bid amount', () => expect(currentPrice(auction({ BidJPYPrice: null }))).toBe(1200));
  it('a fixed listing keeps its price even with a stray bid amount', () => expect(currentPrice(item({ BidJPYPrice: 9 }))).toBe(1200));
  it('with no bids yet the starting price is the lowest bid', () => expect(minNextBid(auction({ BidCount: 0 }), 100)).toBe(1200));
  it('after a bid: one increment above the current bid', () => expect(minNextBid(auction({ BidCount: 3, BidJPYPrice: 5000 }), 250)).toBe(5250));
  it('no increment known after bids: nothing to show', () => expect(minNextBid(auction({ BidCount: 1 }), null)).toBeNull());
});

describe('buyerDomesticYen', () => {
  const detail = (over: Partial<GoodsDetail>, itemOver: Partial<GoodsListItem> = {}) =>
    ({ ShippingPayer: 'buyer', DomesticShippingYen: 700, Item: item(itemOver), ...over }) as GoodsDetail;
  it('the buyer pays the stated amount', () => expect(buyerDomesticYen(detail({}))).toBe(700));
  it('nothing when the seller pays', () => expect(buyerDomesticYen(detail({ ShippingPayer: 'seller' }))).toBe(0));
  it('nothing when the item ships free', () => expect(buyerDomesticYen(detail({}, { ShipmentFree: true }))).toBe(0));
  it('nothing known is counted as 0', () => expect(buyerDomesticYen(detail({ DomesticShippingYen: null }))).toBe(0));
});

describe('withRecentView', () => {
  it('puts the item first once and keeps the cap', () => {
    const views = [item({ Id: 'a' }), item({ Id: 'm1' }), item({ Id: 'b' })];
    expect(withRecentView(views, item(), 3).map((v) => v.Id)).toEqual(['m1', 'a', 'b']);
    expect(withRecentView(views, item({ Id: 'c' }), 2).map((v) => v.Id)).toEqual(['c', 'a']);
  });
  it('the same id on another marketplace is another item', () => {
    expect(withRecentView([item({ Site: 'rakuma' })], item(), 5)).toHaveLength(2);
  });
});

describe('galleryImages', () => {
  it('the detail pictures without blanks and repeats', () => {
    expect(galleryImages({ Images: ['a', '', 'b', 'a'], Item: item() })).toEqual(['a', 'b']);
  });
  it('the list picture when the detail has none', () => {
    expect(galleryImages({ Images: [], Item: item() })).toEqual(['https://example.com/1.jpg']);
  });
});

describe('detail addresses', () => {
  it('takes the path id, else the id query value (minne)', () => {
    const none = new URLSearchParams();
    expect(detailRef('surugaya', 'https://www.suruga-ya.jp/product/detail/1', none)).toEqual({ site: 'surugaya', id: 'https://www.suruga-ya.jp/product/detail/1' });
    expect(detailRef('minne', undefined, new URLSearchParams('url=https://minne.com/items/123&id=123'))).toEqual({ site: 'minne', id: '123' });
    expect(detailRef('minne', undefined, none)).toBeNull();
    expect(detailRef('home', 'x', none)).toBeNull();
  });
});
