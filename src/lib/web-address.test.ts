import { describe, expect, it } from 'vitest';
import { linkableAddress, sameSitePath, webAddress } from './web-address';

// Ways to write a script, a document or another site where an address is expected.
const hostile = [
  'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '\u0001javascript:alert(1)', '\tjavascript:alert(1)',
  'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'file:///etc/passwd',
  '//evil.test/', '/\\evil.test', '\\\\evil.test', 'https:evil.test', 'https:/evil.test', ' https://evil.test/',
  'https://', '', 'shop.example/item/1',
];

describe('sameSitePath', () => {
  it.each<[string | null, string | null]>([
    ['/cart/confirm?coupon=3&points=10', '/cart/confirm?coupon=3&points=10'],
    ['/ja/personal/payment#top', '/ja/personal/payment#top'],
    ['/', '/'],
    [null, null],
    ['', null],
    ['cart', null],
    ['https://evil.test/', null],
    ['//evil.test/', null],
    ['/\\evil.test', null],
    ['/\t/evil.test', null],
    ['/\n/evil.test', null],
    ['/ /evil.test', null],
    ['/\u0001/evil.test', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });
});

describe('webAddress', () => {
  it.each(['https://jp.mercari.com/item/m12345678901', 'http://shop.example/a?b=1#c', 'HTTPS://WWW.AMAZON.CO.JP/dp/B0ABCDEFGH', 'https://例え.jp/商品', 'https://shop.example/a b'])('keeps %j', (value) => {
    expect(webAddress(value)).toBe(value);
  });
  it.each(hostile)('refuses %j', (value) => {
    expect(webAddress(value)).toBeNull();
  });
});

describe('linkableAddress', () => {
  it('links an http(s) address or a page of ours, nothing else', () => {
    expect(linkableAddress('https://shop.example/1')).toBe('https://shop.example/1');
    expect(linkableAddress('/mall/market/detail/12345678')).toBe('/mall/market/detail/12345678');
    for (const value of hostile) expect(linkableAddress(value)).toBeNull();
  });
});
