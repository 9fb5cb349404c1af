// The anybuy item survives the trip through /cart/anybuyCreateOrder's address, the page's picture and seller too.
import { describe, expect, it } from 'vitest';
import { anybuyQuery, readAnybuyItem } from './anybuy-params';
import { readableHost } from './AnybuyPageRead';

const asSearch = (query: Record<string, string | number>) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));

describe('anybuy params', () => {
  it('keep what was read from the page', () => {
    const item = { url: 'https://item.rakuten.co.jp/s/i/', title: 'Tenugui', priceYen: 1650, quantity: 1, imageUrl: 'https://image.rakuten.co.jp/t.jpg', sellerName: 'Kyoto Tenugui' };
    expect(readAnybuyItem(asSearch(anybuyQuery(item)))).toEqual({ ...item, options: undefined, remark: undefined });
  });

  it('drop a picture that is not a web address', () => {
    const search = asSearch({ url: 'https://item.rakuten.co.jp/s/i/', title: 'Tenugui', price: 1650, image: 'javascript:alert(1)' });
    expect(readAnybuyItem(search)?.imageUrl).toBeUndefined();
  });

  it('offer reading the page only on the listed shops', () => {
    expect([readableHost('item.rakuten.co.jp'), readableHost('www.example-shop.jp'), readableHost('evilrakuten.co.jp')]).toEqual([true, false, false]);
  });
});
