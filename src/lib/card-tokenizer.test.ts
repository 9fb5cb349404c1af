import { describe, expect, it } from 'vitest';
import { cardBrand } from './card-tokenizer';

describe('card tokenizer', () => {
  it('names brands by their leading digits', () => {
    expect(['4242424242424242', '5555555555554444', '378282246310005', '3530111333300000', '6011111111111117'].map(cardBrand)).toEqual([
      'visa', 'mastercard', 'amex', 'jcb', 'discover',
    ]);
  });
});
