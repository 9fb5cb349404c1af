/** A positive whole number from an address, or null (a missing or mangled id is "not found"). */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** One payment attempt's key: made once per visit to the pay page, so a double click or a retry pays once. */
export function newPaymentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `mail-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
