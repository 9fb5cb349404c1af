// Pasted marketplace addresses open our detail page (issue 5). Expected paths are written by hand
// from spec §2's detail targets.
import { describe, expect, it } from 'vitest';
import { goodsDetailLink, marketplaceItemUrl, recognizeGoodsUrl, recognizeMarketplace } from '../../generated/links';
import { readPastedAddress } from '../../src/lib/pasted-address';

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
  // Older and mobile forms that shoppers still paste (issue 21).
  ['mercari item, older item. host', 'https://item.mercari.com/jp/m12345678901/', '/mall/mercari/detail/m12345678901'],
  ['mercari item, older /jp/items/ path', 'https://www.mercari.com/jp/items/m12345678901/?utm_source=x', '/mall/mercari/detail/m12345678901'],
  ['amazon, old obidos path', 'https://www.amazon.co.jp/exec/obidos/ASIN/B0CXYZ1234/ref=nosim', '/mall/amazon/detail/B0CXYZ1234'],
  ['amazon, phone page with a slug and tracking', 'https://www.amazon.co.jp/-/en/gp/aw/d/B0CXYZ1234?th=1&psc=1', '/mall/amazon/detail/B0CXYZ1234'],
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

describe('short links', () => {
  // amzn.asia/d/<code>, merc.li/<code>, a.r10.to/<code> name no item id we could read (the code is not an
  // ASIN): no item page, but their marketplace is known (below).
  it.each(['https://amzn.asia/d/4Xk8ZfE', 'https://amzn.asia/d/0hXyZ12AbC', 'https://merc.li/abcDEF123', 'https://a.r10.to/hFkq3Z'])('%s opens no item page', (url) => {
    expect(recognizeGoodsUrl(url)).toBeNull();
  });
});

describe('recognizeMarketplace', () => {
  it.each([
    ['https://jp.mercari.com/item/m99999999999', 'mercari'],
    ['https://merc.li/abcDEF123', 'mercari'],
    ['https://mercari-shops.com/shops/x', 'mercari'],
    ['https://amzn.asia/d/4Xk8ZfE', 'amazon'],
    ['https://amzn.to/3xYzAbC', 'amazon'],
    ['https://www.amazon.co.jp/s?k=lens', 'amazon'],
    ['https://page.auctions.yahoo.co.jp/jp/auction/x1', 'yahoo'],
    ['https://store.shopping.yahoo.co.jp/a/b.html', 'yahoo'],
    ['https://paypayfleamarket.yahoo.co.jp/item/z1', 'paypay'],
    ['https://item.rakuten.co.jp/shop/item/', 'rakuten'],
    ['https://a.r10.to/hFkq3Z', 'rakuten'],
    ['https://fril.jp/shop/x', 'rakuma'],
    ['https://item.fril.jp/3f2a9c1e8b7d6a5f4e3d2c1b0a998877', 'rakuma'],
    ['https://www.suruga-ya.jp/search?search_word=x', 'surugaya'],
    ['HTTPS://JP.MERCARI.COM/item/m1', 'mercari'],
  ])('%s is %s', (url, site) => {
    expect(recognizeMarketplace(url)).toBe(site);
  });

  it('knows no other site, nor a look-alike host', () => {
    for (const url of ['https://www.example.com/item/1', 'https://evilmercari.com/item/m12345678901', 'https://jp.mercari.com.evil.example/item/m1',
      'https://www.amazon.com/dp/B0CXYZ1234', 'https://news.yahoo.co.jp/articles/1', 'not an address', 'ftp://jp.mercari.com/item/m1']) {
      expect(recognizeMarketplace(url), url).toBeNull();
    }
  });
});

describe('marketplaceItemUrl', () => {
  // The marketplace address of an item we can only name by its id must lead back to the same item page.
  it.each(cases)('%s: the detail page\'s id gives back an address of the same item', (_label, url, path) => {
    const item = readPastedAddress(url)?.item;
    expect(item).not.toBeNull();
    const again = marketplaceItemUrl(item!.site, item!.id, new URL(path, 'https://local.invalid').searchParams);
    expect(again && recognizeGoodsUrl(again)?.path).toBe(path);
  });

  it('has no address for our own shops, and takes an address id as it is', () => {
    expect(marketplaceItemUrl('card', 'c-77')).toBeNull();
    expect(marketplaceItemUrl('yahoo', 'https://store.shopping.yahoo.co.jp/a/b.html')).toBe('https://store.shopping.yahoo.co.jp/a/b.html');
    expect(marketplaceItemUrl('mercari', 'm12345678901')).toBe('https://jp.mercari.com/item/m12345678901');
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
