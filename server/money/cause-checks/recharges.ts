// A card top-up (server/payments/recharges.ts): gateway -amount, wallet:<shopper> +amount, booked once when
// the recharge turns succeeded, and never for one that did not.
import { accounts } from '../accounts';
import { type BookedTxn, type Books, byRef, missing, otherShopper, txnName, unlessCount, unlessEntries } from '../books';

export async function checkRechargeCredits(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const credited = books.db.selectFrom('ledger_transactions').select('ref_id').where('ref_type', '=', 'recharge');
  const recharges = await books.db
    .selectFrom('recharges')
    .select(['id', 'user_id', 'amount_yen', 'status'])
    .where((eb) => eb.or([eb('status', '=', 'succeeded'), eb('id', 'in', credited)]))
    .orderBy('id')
    .execute();
  const byId = new Map(recharges.map((r) => [r.id, r]));
  const problems: (string | null)[] = [];
  for (const t of txns) {
    const recharge = t.refId === null ? undefined : byId.get(t.refId);
    const record = `recharge ${t.refId}`;
    if (!recharge) {
      problems.push(missing(t, record));
      continue;
    }
    problems.push(otherShopper(t, record, recharge.user_id));
    if (recharge.status !== 'succeeded') problems.push(`${txnName(t)} credits ${record}, which is ${recharge.status}, not succeeded`);
    problems.push(unlessEntries(t, [
      { account: accounts.gateway, currency: 'JPY', amount: -recharge.amount_yen },
      { account: accounts.wallet(recharge.user_id), currency: 'JPY', amount: recharge.amount_yen },
    ], `${record} (${recharge.amount_yen} yen)`));
  }
  const credits = byRef(txns);
  for (const r of recharges) {
    if (r.status === 'succeeded') problems.push(unlessCount(`recharge ${r.id} (succeeded, ${r.amount_yen} yen)`, credits.get(r.id) ?? [], 1, 'ledger credits'));
  }
  return problems;
}
