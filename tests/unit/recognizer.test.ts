// Pasted marketplace addresses open our detail page (issue 5). Expected paths are written by hand
// from spec §2's detail targets.
import { describe, expect, it } from 'vitest';
import { goodsDetailLink, recognizeGoodsUrl } from '../../generated/links';

const cases: [string, string, string][] = [
  ['mercari item', 'https://jp.mercari.com/item/m81234567890', '/mall/mercari/detail/m81234567890'],
  ['mercari item, English path, query', 'https://jp.mercari.com/en/item/m11223344556?source_location=share', '/mall/mercari/detail/m11223344556'],
  ['mercari shops product', 'https://jp.mercari.com/shops/product/2Q7fWxYbZ9aBcDeFgH', '/mall/mercari/detail/2Q7fWxYbZ9aBcDeFgH?isShops=1'],
  ['yahoo auction', 'https://page.auctions.yahoo.co.jp/jp/auction/x1098765432', '/mall/yahoo/detail/x1098765432'],
  ['yahoo auction, no page. host', 'https://auctions.yahoo.co.jp/jp/auction/n123456789', '/mall/yahoo/detail/n123456789'],
  ['yahoo auction, older id of digits only', 'https://page.auctions.yahoo.co.jp/jp/auction/1098765432', '/mall/yahoo/detail/1098765432'],
  ['yahoo auction, digits only, numbered host', 'http://page8.auctions.yahoo.co.jp/jp/auction/287654321?u=seller', '/mall/yahoo/detail/287654321'],
  ['yahoo shopping', 'https://store.shopping.yahoo.co.jp/tower-records/4988031523456.html', '/mall/yahoo/detail/https%3A%2F%2Fstore.shopping.yahoo.co.jp%2Ftower-records%2F4988031523456.html'],
  ['amazon dp with slug', 'https://www.amazon.co.jp/%E3%83%9D%E3%82%B1%E3%83%A2%E3%83%B3/dp/B0CXYZ1234/ref=sr_1_1?keywords=x', '/mall/amazon/detail/B0CXYZ1234'],
  ['amazon gp/product', 'https://amazon.co.jp/gp/product/4088835123', '/mall/amazon/detail/4088835123'],
  ['rakuten item', 'https://item.rakuten.co.jp/book/17654321/?scid=af', '/mall/rakuten/detail/https%3A%2F%2Fitem.rakuten.co.jp%2Fbook%2F17654321%2F'],
  ['suruga-ya product', 'https://www.suruga-ya.jp/product/detail/128012345', '/mall/surugaya/detail/https%3A%2F%2Fwww.suruga-ya.jp%2Fproduct%2Fdetail%2F128012345'],
  ['rakuma item', 'https://item.fril.jp/3f2a9c1e8b7d6a5f4e3d2c1b0a998877', '/mall/rakuma/detail/3f2a9c1e8b7d6a5f4e3d2c1b0a998877'],
  ['paypay flea market', 'https://paypayfleamarket.yahoo.co.jp/item/z187654321', '/mall/paypay/detail/z187654321'],
  ['minne item', 'https://minne.com/items/31234567', '/mall/minne/detail?url=https%3A%2F%2Fminne.com%2Fitems%2F31234567&id=31234567'],
  ['lashinbang', 'https://shop.lashinbang.com/products/detail/6543210', '/mall/lashinbang/detail/6543210'],
  ['bunjang', 'https://m.bunjang.co.kr/products/234567890', '/mall/bunjang/detail/234567890'],
  ['magi', 'https://magi.camp/items/987654', '/mall/magi/detail/987654'],
];

describe('recognizeGoodsUrl', () => {
  it.each(cases)('%s', (_label, url, path) => {
    expect(recognizeGoodsUrl(url)?.path).toBe(path);
  });

  it('names the marketplace and ignores surrounding spaces', () => {
    expect(recognizeGoodsUrl('  https://jp.mercari.com/item/m81234567890 \n')).toEqual({
      site: 'mercari',
      path: '/mall/mercari/detail/m81234567890',
    });
  });

  it('returns null for keywords and for other sites', () => {
    expect(recognizeGoodsUrl('ポケモンカード 151')).toBeNull();
    expect(recognizeGoodsUrl('https://example.com/item/m81234567890')).toBeNull();
    expect(recognizeGoodsUrl('https://jp.mercari.com/search?keyword=x')).toBeNull();
    expect(recognizeGoodsUrl('https://www.amazon.com/dp/B0CXYZ1234')).toBeNull();
  });

  it('takes no Yahoo! auction id of too few or too many digits', () => {
    expect(recognizeGoodsUrl('https://page.auctions.yahoo.co.jp/jp/auction/12345')).toBeNull();
    expect(recognizeGoodsUrl('https://page.auctions.yahoo.co.jp/jp/auction/1234567890123')).toBeNull();
    expect(recognizeGoodsUrl('https://page.auctions.yahoo.co.jp/jp/auction/1098765432x')).toBeNull();
  });
});

describe('goodsDetailLink', () => {
  it('takes the auction form for Yahoo! auctions and the address form for Yahoo! Shopping', () => {
    expect(goodsDetailLink({ Site: 'yahoo', Id: 'x1', Url: 'https://page.auctions.yahoo.co.jp/jp/auction/x1', ListingType: 'auction' })).toBe('/mall/yahoo/detail/x1');
    expect(goodsDetailLink({ Site: 'yahoo', Id: 's1', Url: 'https://store.shopping.yahoo.co.jp/a/b.html', ListingType: 'fixed' })).toBe(
      '/mall/yahoo/detail/https%3A%2F%2Fstore.shopping.yahoo.co.jp%2Fa%2Fb.html',
    );
  });

  it('uses the ASIN where a marketplace links by it, else the id', () => {
    expect(goodsDetailLink({ Site: 'amazon', Id: 'B0CXYZ1234', Asin: 'B0CXYZ1234' })).toBe('/mall/amazon/detail/B0CXYZ1234');
    expect(goodsDetailLink({ Site: 'bunjang', Id: '234567890' })).toBe('/mall/bunjang/detail/234567890');
    expect(goodsDetailLink({ Site: 'card', Id: 'c-77' })).toBe('/mall/card/detail/c-77');
  });
});
