// Rewards: points for an approved haul (server/experience/review.ts), as many as the haul says it was
// awarded; and an inviter's reward when their friend's first order ships (server/invites/invites.ts),
// once per invited shopper, as points (kind points) or wallet yen (kind adjustment), of the reward's amount.
import { accounts } from '../accounts';
import { type BookedTxn, type Books, amountIn, byRef, missing, otherShopper, txnName, unlessCount, unlessEntries, unlessOnly } from '../books';

export async function checkHaulPoints(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const credited = books.db.selectFrom('ledger_transactions').select('ref_id').where('ref_type', '=', 'experience');
  const hauls = await books.db
    .selectFrom('experiences')
    .select(['id', 'user_id', 'status', 'points_awarded'])
    .where((eb) => eb.or([eb('points_awarded', '<>', 0), eb('id', 'in', credited)]))
    .orderBy('id')
    .execute();
  const byId = new Map(hauls.map((h) => [h.id, h]));
  const problems: (string | null)[] = [];
  for (const t of txns) {
    const haul = t.refId === null ? undefined : byId.get(t.refId);
    const record = `haul ${t.refId}`;
    if (!haul) {
      problems.push(missing(t, record));
      continue;
    }
    problems.push(otherShopper(t, record, haul.user_id));
    if (haul.status !== 'approved') problems.push(`${txnName(t)} gives points for ${record}, which is ${haul.status}, not approved`);
    problems.push(unlessOnly(t, (e) => e.currency === 'PT' && (e.account === accounts.pointsIssued || e.account === accounts.points(haul.user_id ?? 0)), 'points for a haul'));
  }
  const credits = byRef(txns);
  for (const h of hauls) {
    const list = credits.get(h.id) ?? [];
    const given = list.reduce((sum, t) => sum + amountIn(t, accounts.points(h.user_id ?? 0), 'PT'), 0);
    if (given !== h.points_awarded) {
      problems.push(`haul ${h.id} (${h.status}) was awarded ${h.points_awarded} points but its ledger credits give ${given} (ledger transactions: ${list.map((t) => t.id).join(', ') || 'none'})`);
    }
  }
  return problems;
}

export async function checkInviteRewards(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const rewards = await books.db.selectFrom('invite_rewards').select(['invitee_id', 'inviter_id', 'order_id', 'amount']).orderBy('invitee_id').execute();
  const byInvitee = new Map(rewards.map((r) => [r.invitee_id, r]));
  const problems: (string | null)[] = [];
  for (const t of txns) {
    const reward = t.refId === null ? undefined : byInvitee.get(t.refId);
    const record = `the invite reward for shopper ${t.refId}`;
    if (!reward) {
      problems.push(missing(t, record));
      continue;
    }
    problems.push(otherShopper(t, `${record} (the inviter)`, reward.inviter_id));
    const expected = t.kind === 'points'
      ? [{ account: accounts.pointsIssued, currency: 'PT' as const, amount: -reward.amount }, { account: accounts.points(reward.inviter_id), currency: 'PT' as const, amount: reward.amount }]
      : [{ account: accounts.promotions, currency: 'JPY' as const, amount: -reward.amount }, { account: accounts.wallet(reward.inviter_id), currency: 'JPY' as const, amount: reward.amount }];
    problems.push(unlessEntries(t, expected, `${record} (${reward.amount} ${t.kind === 'points' ? 'points' : 'yen'} to shopper ${reward.inviter_id})`));
  }
  const credits = byRef(txns);
  for (const r of rewards) problems.push(unlessCount(`the invite reward for shopper ${r.invitee_id} (order ${r.order_id}, to shopper ${r.inviter_id})`, credits.get(r.invitee_id) ?? [], 1, 'ledger credits'));
  return problems;
}
