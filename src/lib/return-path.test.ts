import { describe, expect, it } from 'vitest';
import { returnPath, sameSitePath } from './return-path';

describe('returnPath', () => {
  it('goes back to a page of ours, query included', () => {
    expect(returnPath(new URLSearchParams('redirect=%2Fcart%3Fa%3D1'), 'en')).toBe('/cart?a=1');
  });
  it('refuses other sites and falls back to the localized home', () => {
    expect(returnPath(new URLSearchParams('redirect=https://evil.test/'), 'en')).toBe('/');
    expect(returnPath(new URLSearchParams('redirect=//evil.test/'), 'ja')).toBe('/ja/');
    expect(returnPath(new URLSearchParams('redirect=/\\evil.test'), 'en')).toBe('/');
    expect(returnPath(new URLSearchParams(''), 'en')).toBe('/');
  });
});

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
