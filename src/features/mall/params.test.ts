import { describe, expect, it } from 'vitest';
import { sellerIdOf } from './params';

describe('sellerIdOf', () => {
  it('reads the seller wherever the shop template puts it', () => {
    expect(sellerIdOf({ id: 'abc' }, new URLSearchParams())).toBe('abc');
    expect(sellerIdOf({ shopid: 's1' }, new URLSearchParams())).toBe('s1');
    expect(sellerIdOf({}, new URLSearchParams('seller=yshop&name=X'))).toBe('yshop');
    expect(sellerIdOf({}, new URLSearchParams('sellerId=m9'))).toBe('m9');
  });
  it('is null without one', () => {
    expect(sellerIdOf({}, new URLSearchParams('sellerId=%20'))).toBeNull();
    expect(sellerIdOf({}, new URLSearchParams())).toBeNull();
  });
});

