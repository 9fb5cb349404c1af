// What the shopper types into the card form, made into what the gateway's token endpoint takes. The
// gateway checks the card itself; these only catch what is plainly incomplete before sending it.

export const digits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" as the shopper types (at most 19 digits). */
export function groupCardNumber(value: string): string {
  return digits(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "12/28", "1228", "12 / 2028" → { month: 12, year: 2028 }; null when it is not a month and year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Types "1228" as "12/28". */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** The first field that is plainly incomplete, or null. */
export function incompleteField(card: { number: string; expiry: string; cvc: string }): CardField | null {
  const n = digits(card.number).length;
  if (n < 12 || n > 19) return 'number';
  if (!parseExpiry(card.expiry)) return 'expiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'cvc';
  return null;
}
