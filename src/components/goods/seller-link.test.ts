import { describe, expect, it } from 'vitest';
import { sellerLink } from './seller-link';

const seller = (Site: string, Id: string, IsOfficial = false) => ({ Site, Id, Name: 'Shop', IsOfficial }) as Parameters<typeof sellerLink>[0];

describe('sellerLink', () => {
  it('follows each marketplace’s shop template', () => {
    expect(sellerLink(seller('mercari', 'abc'), 'en')).toBe('/mall/mercari/shop/abc');
    expect(sellerLink(seller('yahoo', 'y1'), 'en')).toBe('/mall/yahoo/shop?seller=y1&name=Shop');
    expect(sellerLink(seller('minne', 'm1'), 'en')).toBe('/mall/minne/shop?sellerId=m1');
    expect(sellerLink({ ...seller('rakuten', '258432'), ShopCode: 'biccamera' }, 'en')).toBe('/mall/rakuten/shop/258432?shopCode=biccamera');
    expect(sellerLink(seller('rakuten', 'r1'), 'en')).toBe('/mall/rakuten/shop/r1?shopCode=r1');
    expect(sellerLink(seller('surugaya', 's1'), 'en')).toBe('/mall/surugaya/thirdShopIndex/s1');
  });
  it('sends official sellers of amazon to the marketplace itself', () => {
    expect(sellerLink(seller('amazon', 'AMZ', true), 'en')).toBe('/mall/amazon');
  });
  it('adds the language prefix and gives null where there are no seller pages', () => {
    expect(sellerLink(seller('paypay', 'p1'), 'ja')).toBe('/ja/mall/paypay/shop/p1');
    expect(sellerLink(seller('card', 'c1'), 'en')).toBeNull();
  });
});
