// ID numbers some destinations' customs ask of the receiver (spec/constants.yaml personal.identityDocuments
// names the document per country). Shared by the form, which checks as the shopper types, and the server,
// which checks again before storing.
export type IdentityDocument = 'krPccc' | 'brCpf' | 'twNationalId' | 'cnResidentId';

/** Spaces, hyphens and dots taken out, letters upper-cased: how shoppers copy numbers from cards. */
export const normalizeIdNumber = (value: string) => value.replace(/[\s.\-/]/g, '').toUpperCase();

/** Korea's personal customs clearance code: P and 12 digits (issued by Korea Customs, no public check digit). */
function krPccc(n: string): boolean {
  return /^P\d{12}$/.test(n);
}

/** Brazil's CPF: 11 digits whose last two are mod-11 check digits; eleven equal digits are never issued. */
function brCpf(n: string): boolean {
  if (!/^\d{11}$/.test(n) || /^(\d)\1{10}$/.test(n)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(n[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(n[9]) && digit(10) === Number(n[10]);
}

// Taiwan's letters stand for two-digit codes (not alphabetical past H: I, O, W and Z were added later).
const twLetters = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/** Taiwan's national ID: a letter, 1 or 2 (sex), 7 digits and a check digit; weighted sum divisible by 10. */
function twNationalId(n: string): boolean {
  if (!/^[A-Z][12]\d{8}$/.test(n)) return false;
  const code = twLetters.indexOf(n[0]!) + 10;
  const weights = [8, 7, 6, 5, 4, 3, 2, 1, 1];
  let sum = Math.floor(code / 10) + (code % 10) * 9;
  for (let i = 1; i < 10; i++) sum += Number(n[i]) * weights[i - 1]!;
  return sum % 10 === 0;
}

const cnWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** Mainland China's resident ID (GB 11643): 17 digits with a real birth date, then an ISO 7064 check character. */
function cnResidentId(n: string): boolean {
  if (!/^\d{17}[\dX]$/.test(n)) return false;
  const y = Number(n.slice(6, 10));
  const m = Number(n.slice(10, 12));
  const d = Number(n.slice(12, 14));
  const born = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d || born.getTime() > Date.now()) return false;
  const sum = cnWeights.reduce((total, w, i) => total + w * Number(n[i]), 0);
  return '10X98765432'[sum % 11] === n[17];
}

const rules: Record<IdentityDocument, (n: string) => boolean> = { krPccc, brCpf, twNationalId, cnResidentId };

/** Whether the (normalized) number is a well-formed document number with a right check digit. */
export function identityNumberValid(document: IdentityDocument, value: string): boolean {
  return rules[document](normalizeIdNumber(value));
}

/** All but the last 4 characters hidden. */
export function maskIdNumber(last4: string, length: number): string {
  return '•'.repeat(Math.max(0, length - last4.length)) + last4;
}
