import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

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
  it.each(['https:evil.test', 'HTTPS://evil.test', 'javascript:alert(1)', ' javascript:alert(1)', 'JaVaScRiPt:alert(1)', '%2F%2Fevil.test', ' //evil.test', '\\\\evil.test'])(
    'sends %j home', (target) => {
      expect(returnPath(new URLSearchParams({ redirect: target }), 'en')).toBe('/');
    },
  );
});
