// What causes each ledger transaction: every (kind, ref_type) pair the code books, the record its ref_id
// names, and the check that holds the transaction to that record (it exists, it is the same shopper's,
// the accounts and amounts are the record's) and the record to its transactions (a succeeded recharge has
// its credit, a paid parcel its payment). `post()` (ledger.ts) accepts only the pairs listed here, so a new
// movement of money cannot be booked until it has a check; reconcile.ts reports any other pair it finds.
import type { LedgerKind } from '../db/types';
import { type BookedTxn, type Books, txnName } from './books';
import { checkAuctionMoney } from './cause-checks/auctions';
import { checkCheckoutPayments } from './cause-checks/checkouts';
import { checkClaimRefunds } from './cause-checks/claims';
import { checkEarnedPoints, checkOrderRefunds, checkSettlements, checkWonPostage } from './cause-checks/orders';
import { checkGroupShares, checkParcelPayments } from './cause-checks/parcels';
import { checkRechargeCredits } from './cause-checks/recharges';
import { checkHaulPoints, checkInviteRewards } from './cause-checks/rewards';

interface Cause {
  /** What ref_type names: its table's row, by ref_id. */
  refType: string;
  kinds: readonly LedgerKind[];
  /** Every transaction of these pairs at once; answers the problems (null for each check that passed). */
  check: (txns: readonly BookedTxn[], books: Books) => Promise<(string | null)[]>;
}

export const ledgerCauses = [
  { refType: 'recharge', kinds: ['recharge'], check: checkRechargeCredits },
  { refType: 'checkout', kinds: ['payment'], check: checkCheckoutPayments },
  { refType: 'order', kinds: ['payment'], check: checkWonPostage },
  { refType: 'order', kinds: ['refund'], check: checkOrderRefunds },
  { refType: 'order', kinds: ['settle'], check: checkSettlements },
  { refType: 'order', kinds: ['points'], check: checkEarnedPoints },
  { refType: 'parcel', kinds: ['payment'], check: checkParcelPayments },
  { refType: 'parcelClaim', kinds: ['refund'], check: checkClaimRefunds },
  { refType: 'groupShare', kinds: ['payment', 'refund'], check: checkGroupShares },
  // ref_id is the auction's goods id.
  { refType: 'auction', kinds: ['hold', 'release', 'payment'], check: checkAuctionMoney },
  { refType: 'experience', kinds: ['points'], check: checkHaulPoints },
  // ref_id is the invited shopper (invite_rewards.invitee_id).
  { refType: 'invite', kinds: ['points', 'adjustment'], check: checkInviteRewards },
] as const satisfies readonly Cause[];

type CauseOf<C> = C extends { refType: infer R; kinds: readonly (infer K)[] } ? { kind: K; refType: R } : never;
/** A (kind, ref_type) pair that the books know how to check. */
export type LedgerCause = CauseOf<(typeof ledgerCauses)[number]>;

const causeKey = (kind: string, refType: string | null) => `${kind}/${refType ?? ''}`;
const byPair = new Map<string, Cause>(ledgerCauses.flatMap((cause) => cause.kinds.map((kind) => [causeKey(kind, cause.refType), cause] as const)));

/** Whether the pair is listed above (post() refuses any other, whatever the types let through). */
export const isLedgerCause = (kind: string, refType: string | null): boolean => byPair.has(causeKey(kind, refType));

/** Every transaction against the record that caused it, and back; plus any transaction of a pair not listed. */
export async function checkCauses(books: Books): Promise<string[]> {
  const txnsOf = new Map<Cause, BookedTxn[]>(ledgerCauses.map((cause) => [cause, []]));
  const problems: string[] = [];
  for (const t of books.txns) {
    const cause = byPair.get(causeKey(t.kind, t.refType));
    if (cause) txnsOf.get(cause)!.push(t);
    else problems.push(`${txnName(t)} is not a movement the store books, so nothing says what caused it`);
  }
  for (const [cause, txns] of txnsOf) {
    for (const problem of await cause.check(txns, books)) if (problem !== null) problems.push(problem);
  }
  return problems;
}
