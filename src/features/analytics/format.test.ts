import { describe, expect, it } from 'vitest';
import { shortName } from './format';

describe('shortName', () => {
  it('keeps a name that fits and cuts a longer one, CJK characters counting two', () => {
    expect(shortName('Yahoo! Auctions')).toBe('Yahoo! Auctions');
    expect(shortName('Other shops (by link) and more')).toBe('Other shops (by link) …');
    expect(shortName('その他のショップ（リンク購入）')).toBe('その他のショップ（リン…');
  });
});
