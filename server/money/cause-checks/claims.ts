// An accepted parcel claim's refund (server/parcels/resolve-claim.ts): adjustments -refund, wallet
// +refund, exactly what the claim says it paid, made by a staff member, once per accepted claim.
import { accounts } from '../accounts';
import { type BookedTxn, type Books, byRef, missing, otherShopper, txnName, unlessCount, unlessEntries } from '../books';

export async function checkClaimRefunds(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const claims = await books.db.selectFrom('parcel_claims').select(['id', 'parcel_id', 'user_id', 'status', 'refund_yen']).orderBy('id').execute();
  const byId = new Map(claims.map((c) => [c.id, c]));
  const problems: (string | null)[] = [];
  for (const t of txns) {
    const claim = t.refId === null ? undefined : byId.get(t.refId);
    const record = `parcel claim ${t.refId}`;
    if (!claim) {
      problems.push(missing(t, record));
      continue;
    }
    problems.push(
      otherShopper(t, record, claim.user_id),
      claim.status === 'accepted' ? null : `${txnName(t)} refunds ${record}, which is ${claim.status}, not accepted`,
      unlessEntries(t, [
        { account: accounts.adjustments, currency: 'JPY', amount: -(claim.refund_yen ?? 0) },
        { account: accounts.wallet(claim.user_id), currency: 'JPY', amount: claim.refund_yen ?? 0 },
      ], `${record} (parcel ${claim.parcel_id}, ${claim.status}, refund ${claim.refund_yen ?? 0} yen)`),
      t.createdBy === null ? `${txnName(t)} refunds ${record} but names no staff member who made it` : null,
    );
  }
  const refunds = byRef(txns);
  for (const c of claims) {
    if (c.status === 'accepted' && (c.refund_yen ?? 0) > 0) problems.push(unlessCount(`parcel claim ${c.id} (accepted, ${c.refund_yen} yen)`, refunds.get(c.id) ?? [], 1, 'refunds'));
  }
  return problems;
}
