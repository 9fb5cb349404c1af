/** The won order of /mall/yahoo/pay/{id}: a positive whole number, else null. */
export function wonIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
