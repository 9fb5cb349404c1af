import { describe, expect, it } from 'vitest';
import { findWebAddress, pastedState, pastedTarget, pastedUrlOf, readPastedAddress, withoutTracking } from './pasted-address';

describe('findWebAddress', () => {
  it.each([
    ['https://jp.mercari.com/item/m99999999999', 'https://jp.mercari.com/item/m99999999999'],
    ['  https://jp.mercari.com/item/m99999999999 \n', 'https://jp.mercari.com/item/m99999999999'],
    ['check this https://jp.mercari.com/item/m99999999999 !', 'https://jp.mercari.com/item/m99999999999'],
    // A share from the marketplaces' apps: a title, the address, a hashtag; Japanese punctuation around it.
    ['【メルカリ】レンズ 50mm https://jp.mercari.com/item/m99999999999 #メルカリ', 'https://jp.mercari.com/item/m99999999999'],
    ['これ見て（https://amzn.asia/d/4Xk8ZfE）。', 'https://amzn.asia/d/4Xk8ZfE'],
    ['Amazon.co.jp: カメラ https://amzn.asia/d/4Xk8ZfE', 'https://amzn.asia/d/4Xk8ZfE'],
    ['<https://www.example.com/item/1>.', 'https://www.example.com/item/1'],
    ['"https://www.example.com/a_(b)"', 'https://www.example.com/a_(b)'],
    ['HTTP://WWW.EXAMPLE.COM/x,', 'HTTP://WWW.EXAMPLE.COM/x'],
    // Without its scheme only on a marketplace's own host: "ver.2/3" is a keyword.
    ['jp.mercari.com/item/m99999999999', 'https://jp.mercari.com/item/m99999999999'],
    ['see www.amazon.co.jp/dp/B0CXYZ1234 please', 'https://www.amazon.co.jp/dp/B0CXYZ1234'],
  ])('%j → %s', (text, address) => {
    expect(findWebAddress(text)).toBe(address);
  });

  it.each(['camera lens', 'ver.2/3', 'example.com/item/1', 'javascript:alert(1)', 'ftp://jp.mercari.com/x', 'https://', 'https:// x', ''])(
    '%j holds no address',
    (text) => {
      expect(findWebAddress(text)).toBeNull();
    },
  );
});

describe('withoutTracking', () => {
  it('drops what only says where a link was shared, and keeps what names the item', () => {
    expect(withoutTracking('https://jp.mercari.com/item/m1?source_location=share&utm_source=line&utm_medium=x')).toBe('https://jp.mercari.com/item/m1');
    expect(withoutTracking('https://www.amazon.co.jp/dp/B0CXYZ1234/ref=sr_1_1?keywords=x&psc=1&th=1&tag=aff-22')).toBe(
      'https://www.amazon.co.jp/dp/B0CXYZ1234/ref=sr_1_1?keywords=x',
    );
    expect(withoutTracking('https://shop.example/item.php?id=12&fbclid=abc&gclid=d')).toBe('https://shop.example/item.php?id=12');
    expect(withoutTracking('https://shop.example/item?id=12#reviews')).toBe('https://shop.example/item?id=12#reviews');
  });
});

describe('readPastedAddress', () => {
  it('a catalog marketplace item: the address, the marketplace and the item page', () => {
    expect(readPastedAddress('check this https://jp.mercari.com/item/m99999999999?source_location=share')).toEqual({
      url: 'https://jp.mercari.com/item/m99999999999',
      host: 'jp.mercari.com',
      site: 'mercari',
      item: { site: 'mercari', id: 'm99999999999', path: '/mall/mercari/detail/m99999999999' },
    });
    expect(readPastedAddress('https://www.amazon.co.jp/-/en/gp/product/B0XXXXXXX1?psc=1')?.item).toEqual({
      site: 'amazon', id: 'B0XXXXXXX1', path: '/mall/amazon/detail/B0XXXXXXX1',
    });
  });

  it('a short link: the marketplace without an item', () => {
    expect(readPastedAddress('https://amzn.asia/d/4Xk8ZfE')).toEqual({ url: 'https://amzn.asia/d/4Xk8ZfE', host: 'amzn.asia', site: 'amazon', item: null });
  });

  it('another shop: no marketplace, its host to name it by', () => {
    expect(readPastedAddress('https://www.creema.jp/item/12345678/detail?utm_campaign=x')).toEqual({
      url: 'https://www.creema.jp/item/12345678/detail', host: 'www.creema.jp', site: null, item: null,
    });
  });

  it('keywords are not addresses', () => {
    expect(readPastedAddress('camera lens')).toBeNull();
    expect(readPastedAddress('ポケモンカード 151')).toBeNull();
  });
});

describe('the item of a pasted address', () => {
  const pastedItem = (text: string) => {
    const item = readPastedAddress(text)?.item;
    return item ? { site: item.site, id: item.id } : null;
  };
  it('names a known marketplace’s item by the id its detail page uses', () => {
    expect(pastedItem('https://jp.mercari.com/item/m12345678901')).toEqual({ site: 'mercari', id: 'm12345678901' });
    expect(pastedItem(' https://www.amazon.co.jp/dp/B0ABCDEF12 ')).toEqual({ site: 'amazon', id: 'B0ABCDEF12' });
    expect(pastedItem('https://item.rakuten.co.jp/shop/item-1/')).toEqual({ site: 'rakuten', id: 'https://item.rakuten.co.jp/shop/item-1/' });
    expect(pastedItem('https://minne.com/items/31234567')).toEqual({ site: 'minne', id: '31234567' });
  });
  it('leaves any other shop to the shopper', () => {
    expect(pastedItem('https://www.example-shop.jp/items/1')).toBeNull();
    expect(pastedItem('not a link')).toBeNull();
  });
});

describe('pastedTarget', () => {
  const read = (text: string) => readPastedAddress(text)!;
  it('an item page where the edition has its marketplace, else buy-by-link with the address', () => {
    expect(pastedTarget(read('https://www.amazon.co.jp/dp/B0XXXXXXX1'), 'global')).toEqual({ kind: 'item', path: '/mall/amazon/detail/B0XXXXXXX1' });
    // Amazon is not in the china edition: its addresses are still bought by link there.
    expect(pastedTarget(read('https://www.amazon.co.jp/dp/B0XXXXXXX1'), 'china')).toEqual({
      kind: 'buyByLink', path: '/cart/anybuy?url=https%3A%2F%2Fwww.amazon.co.jp%2Fdp%2FB0XXXXXXX1',
    });
    expect(pastedTarget(read('https://amzn.asia/d/4Xk8ZfE'), 'global')).toEqual({ kind: 'buyByLink', path: '/cart/anybuy?url=https%3A%2F%2Famzn.asia%2Fd%2F4Xk8ZfE' });
    expect(pastedTarget(read('https://www.creema.jp/item/1/detail'), 'global').kind).toBe('buyByLink');
  });

  it('carries the pasted address to the item page, and reads back only an address', () => {
    expect(pastedUrlOf(pastedState('https://jp.mercari.com/item/m1'))).toBe('https://jp.mercari.com/item/m1');
    expect(pastedUrlOf({ pastedUrl: 'javascript:alert(1)' })).toBeNull();
    expect(pastedUrlOf(null)).toBeNull();
    expect(pastedUrlOf(undefined)).toBeNull();
  });
});
