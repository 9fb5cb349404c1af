/** The order id of an address, or null when it cannot be one. */
export function orderIdParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
