import { describe, expect, it } from 'vitest';
import { formatExpiry, groupCardNumber, incompleteField, parseExpiry } from './card-input';

describe('card input', () => {
  it.each([['4242424242424242', '4242 4242 4242 4242'], ['4242 42', '4242 42'], ['4000-0027-6000-3184', '4000 0027 6000 3184'], ['12345678901234567890', '1234 5678 9012 3456 789']])('groups %s', (typed, shown) => {
    expect(groupCardNumber(typed)).toBe(shown);
  });

  it.each<[string, { month: number; year: number } | null]>([
    ['12/28', { month: 12, year: 2028 }],
    ['1228', { month: 12, year: 2028 }],
    ['1 / 2030', { month: 1, year: 2030 }],
    ['13/28', null],
    ['00/28', null],
    ['12/2', null],
    ['', null],
  ])('reads expiry %j', (typed, expiry) => {
    expect(parseExpiry(typed)).toEqual(expiry);
  });

  it.each([['1', '1'], ['12', '12'], ['122', '12/2'], ['12/28', '12/28'], ['122899', '12/28']])('types expiry %s as %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('names the first incomplete field', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(incompleteField(card)).toBeNull();
    expect(incompleteField({ ...card, number: '4242' })).toBe('number');
    expect(incompleteField({ ...card, expiry: '13/30' })).toBe('expiry');
    expect(incompleteField({ ...card, cvc: '12' })).toBe('cvc');
  });
});
