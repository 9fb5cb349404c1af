// The local test gateway's cards, as card gateways publish theirs for test mode. Any future expiry and
// any 3-digit CVC work with each of them; other numbers are refused, as a gateway in test mode refuses
// real cards.
export type TestCardOutcome = 'succeeds' | 'declined' | 'insufficientFunds' | 'threeDSecure';

export const testCards: readonly { number: string; outcome: TestCardOutcome }[] = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000009995', outcome: 'insufficientFunds' },
  { number: '4000002760003184', outcome: 'threeDSecure' },
];

export function testCardOutcome(number: string): TestCardOutcome | null {
  return testCards.find((card) => card.number === number)?.outcome ?? null;
}

/** The Luhn check digit rule every card number follows. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether month/year (two- or four-digit year) is this month or later. */
export function expiryValid(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  return fullYear * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
