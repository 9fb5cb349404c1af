import { describe, expect, it } from 'vitest';
import { cardBrand, luhn, testTokenizer, TokenizeFailed } from './card-tokenizer';

describe('card tokenizer (test mode)', () => {
  it('names brands by their leading digits', () => {
    expect(['4242424242424242', '5555555555554444', '378282246310005', '3530111333300000', '6011111111111117'].map(cardBrand)).toEqual([
      'visa', 'mastercard', 'amex', 'jcb', 'discover',
    ]);
  });

  it('checks Luhn', () => {
    expect(luhn('4242 4242 4242 4242')).toBe(true);
    expect(luhn('4242 4242 4242 4241')).toBe(false);
  });

  it('answers a token with brand, last 4 and expiry, never the number', async () => {
    const token = await testTokenizer.tokenize({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' });
    expect(token).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 });
    expect(token.token).toMatch(/^tok_test_[0-9a-f]{36}$/);
    expect(JSON.stringify(token)).not.toContain('4242424242424242');
    await expect(testTokenizer.tokenize({ number: '4242 4242 4242 4241', expMonth: 12, expYear: 2031, cvc: '123' })).rejects.toBeInstanceOf(TokenizeFailed);
  });
});
