// Memos that reconciliation reads back. An after-sales refund is booked against its order (so that the
// order's refunds add up in one place: views, the refund ceiling) and names its appeal in the memo.
const appealPrefix = 'appeal:';

export const appealMemo = (appealId: number): string => `${appealPrefix}${appealId}`;

/** The appeal an order refund settles, null for a refund of the whole order, NaN for a memo that names none. */
export function appealOfMemo(memo: string | null): number | null {
  if (memo === null || !memo.startsWith(appealPrefix)) return null;
  const id = Number(memo.slice(appealPrefix.length));
  return Number.isSafeInteger(id) && id > 0 ? id : Number.NaN;
}
