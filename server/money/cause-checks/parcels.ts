// A parcel's second payment (server/parcels/pay.ts): wallet:<shopper> -total, parcel:<id> +total, once,
// for a parcel paid alone. A group's parcel is paid share by share (server/groups/): each share's payments
// less what went back to its member (a re-pricing, a dissolved group) come to what the share says is paid.
import { accounts } from '../accounts';
import { type BookedTxn, type Books, amountIn, byRef, missing, otherShopper, txnName, unlessCount, unlessEntries, unlessOnly } from '../books';

const groupParcels = (books: Books) => books.db.selectFrom('groups').select('parcel_id').where('parcel_id', 'is not', null).execute();

export async function checkParcelPayments(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const [parcels, groups] = await Promise.all([books.parcels(), groupParcels(books)]);
  const ofGroups = new Set(groups.map((g) => g.parcel_id));
  const problems: (string | null)[] = [];
  for (const t of txns) {
    const parcel = t.refId === null ? undefined : parcels.get(t.refId);
    const record = `parcel ${t.refId}`;
    if (!parcel) {
      problems.push(missing(t, record));
      continue;
    }
    problems.push(otherShopper(t, record, parcel.user_id));
    if (ofGroups.has(parcel.id)) problems.push(`${txnName(t)} pays ${record} in one, but it is a group's parcel, paid share by share`);
    problems.push(unlessEntries(t, [
      { account: accounts.wallet(parcel.user_id), currency: 'JPY', amount: -parcel.paid_yen },
      { account: accounts.parcel(parcel.id), currency: 'JPY', amount: parcel.paid_yen },
    ], `${record} (${parcel.state}, paid ${parcel.paid_yen} yen)`));
  }
  const payments = byRef(txns);
  for (const p of parcels.values()) {
    if (p.paid_at !== null && !ofGroups.has(p.id)) problems.push(unlessCount(`parcel ${p.id} (${p.state}, paid ${p.paid_yen} yen)`, payments.get(p.id) ?? [], 1, 'payments'));
  }
  return problems;
}

/** Payments into a group's parcel (kind payment) and back out of it to the member (kind refund). */
export async function checkGroupShares(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const shares = await books.db
    .selectFrom('group_shares')
    .innerJoin('groups', 'groups.id', 'group_shares.group_id')
    .select(['group_shares.id', 'group_shares.user_id', 'group_shares.paid_yen', 'group_shares.group_id', 'groups.parcel_id'])
    .orderBy('group_shares.id')
    .execute();
  const byId = new Map(shares.map((s) => [s.id, s]));
  const problems: (string | null)[] = [];
  const net = new Map<number, number>();
  for (const t of txns) {
    const share = t.refId === null ? undefined : byId.get(t.refId);
    const record = `group share ${t.refId}`;
    if (!share) {
      problems.push(missing(t, record));
      continue;
    }
    problems.push(otherShopper(t, record, share.user_id));
    const wallet = accounts.wallet(share.user_id);
    const parcel = share.parcel_id === null ? null : accounts.parcel(share.parcel_id);
    problems.push(unlessOnly(t, (e) => e.currency === 'JPY' && (e.account === wallet || e.account === parcel), `${record} (group ${share.group_id}, parcel ${share.parcel_id ?? 'none'})`));
    const paid = -amountIn(t, wallet);
    if (t.kind === 'payment' ? paid < 0 : paid > 0) problems.push(`${txnName(t)} moves money the wrong way: ${paid} yen out of the member's wallet`);
    net.set(share.id, (net.get(share.id) ?? 0) + paid);
  }
  const ofShare = byRef(txns);
  for (const s of shares) {
    const paid = net.get(s.id) ?? 0;
    if (paid !== s.paid_yen) {
      const ids = ofShare.get(s.id)?.map((t) => t.id).join(', ') ?? 'none';
      problems.push(`group share ${s.id} (group ${s.group_id}) says ${s.paid_yen} yen paid but its ledger payments less refunds come to ${paid} (ledger transactions: ${ids})`);
    }
  }
  return problems;
}
