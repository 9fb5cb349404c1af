import { describe, expect, it } from 'vitest';
import { expiryValid, luhnValid, testCardOutcome, testCards } from './cards';

describe('test cards', () => {
  it('are valid card numbers with the outcomes gateways publish', () => {
    for (const card of testCards) expect(luhnValid(card.number)).toBe(true);
    expect(testCardOutcome('4242424242424242')).toBe('succeeds');
    expect(testCardOutcome('4000000000000002')).toBe('declined');
    expect(testCardOutcome('4000000000009995')).toBe('insufficientFunds');
    expect(testCardOutcome('4000002760003184')).toBe('threeDSecure');
    expect(testCardOutcome('5555555555554444')).toBeNull();
  });

  it.each([['4242424242424241', false], ['42424242', false], ['4242x24242424242', false], ['5555555555554444', true]])('Luhn %s → %s', (n, ok) => {
    expect(luhnValid(n)).toBe(ok);
  });

  it.each<[number, number, boolean]>([[11, 2026, true], [10, 2026, false], [1, 27, true], [13, 2030, false], [0, 2030, false]])('expiry %i/%i in Nov 2026 → %s', (m, y, ok) => {
    expect(expiryValid(m, y, new Date(Date.UTC(2026, 10, 15)))).toBe(ok);
  });
});
