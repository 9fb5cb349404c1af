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
  it('keeps our own paths and refuses anything another site could be read from', () => {
    expect(sameSitePath('/cart/confirm?step=2')).toBe('/cart/confirm?step=2');
    for (const bad of ['https://evil.test/', '//evil.test', '/\\evil.test', 'cart', '', null]) expect(sameSitePath(bad)).toBeNull();
  });
});
