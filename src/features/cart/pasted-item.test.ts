import { describe, expect, it } from 'vitest';
import { pastedItem } from './pasted-item';

describe('pastedItem', () => {
  it('names a known marketplace’s item by the id its detail page uses', () => {
    expect(pastedItem('https://jp.mercari.com/item/m12345678901')).toEqual({ site: 'mercari', id: 'm12345678901' });
    expect(pastedItem(' https://www.amazon.co.jp/dp/B0ABCDEF12 ')).toEqual({ site: 'amazon', id: 'B0ABCDEF12' });
    expect(pastedItem('https://item.rakuten.co.jp/shop/item-1/')).toEqual({ site: 'rakuten', id: 'https://item.rakuten.co.jp/shop/item-1/' });
  });
  it('leaves any other shop to the shopper', () => {
    expect(pastedItem('https://www.example-shop.jp/items/1')).toBeNull();
    expect(pastedItem('not a link')).toBeNull();
  });
});
