/** A positive whole number from an address (`?id=`), or null: a missing or mangled id is "not found". */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
