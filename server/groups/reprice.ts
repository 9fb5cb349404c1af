// Pricing a closed group's parcel again when a member who has not paid goes (they leave, or the leader
// removes them): their items leave the parcel, which is priced by the same method from its new weight and
// box, and the postage is split again by weight among those who stay (shares.ts). The rule for those who
// have already paid (server/README.md, "Re-pricing after a member goes"):
//   - nobody who paid is charged more without agreeing: a paying member whose new share would be higher
//     keeps the share they paid, and the difference is added to the leader's share (the leader removed the
//     member, or leads the group the member left, and pays it only by paying again on payMail);
//   - a paying member whose new share is lower gets the difference back in the wallet at once;
//   - everyone else simply owes their new share (plus their storage fees, which do not change).
// The shares still add up to the new postage exactly. planWithout() only computes (the manage page shows
// its figures before the leader confirms); applyRepricing() writes them.
import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../generated/constants';
import type { Box } from '../../src/lib/parcel-rules';
import type { Database, GroupRow, GroupSharesTable, OrderRow } from '../db/types';
import { ApiFailure } from '../http/failure';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import { totalsOf } from '../parcels/limits';
import type { Services } from '../services';
import { type Route, quoteMethod } from '../shipping/landed-cost';
import { listOrders } from './list';
import { notifyRepriced } from './notify';
import { routeFor } from './route';
import { splitPostage } from './shares';

type Db = Kysely<Database>;
type ShareRow = Selectable<GroupSharesTable>;

/** Everything a re-pricing reads, loaded once (the manage page plans one removal per unpaid member). */
export interface RepricingContext {
  group: GroupRow;
  orders: OrderRow[];
  items: { user_id: number; weight_grams: number }[];
  members: number[];
  shares: ShareRow[];
  route: Route;
}

export interface PlannedShare {
  row: ShareRow;
  shareYen: number;
  paidYen: number;
  paidAt: number | null;
  /** What goes back to the member's wallet now. */
  refundYen: number;
}

export interface Repricing {
  grams: number;
  chargeableGrams: number;
  box: Box | null;
  declaredYen: number;
  postageYen: number;
  storageYen: number;
  shares: PlannedShare[];
  leaderShareYen: number;
  leaderDueYen: number;
  refundYen: number;
}

export async function repricingContext(db: Db, group: GroupRow): Promise<RepricingContext> {
  const [orders, items, members, shares, route] = await Promise.all([
    listOrders(db, group.id),
    db.selectFrom('group_items').select(['user_id', 'weight_grams']).where('group_id', '=', group.id).execute(),
    db.selectFrom('group_members').select('user_id').where('group_id', '=', group.id).where('status', '=', 'approved').orderBy('id').execute(),
    db.selectFrom('group_shares').selectAll().where('group_id', '=', group.id).execute(),
    routeFor(db, group.country),
  ]);
  return { group, orders, items, members: members.map((m) => m.user_id), shares, route };
}

/** The parcel and every share once `goneId` and their items have gone; refuses what cannot be priced. */
export function planWithout(ctx: RepricingContext, goneId: number, now: number): Repricing {
  const { group } = ctx;
  const items = ctx.items.filter((i) => i.user_id !== goneId);
  // Nothing would be left to ship: that is dissolving the group, which only its leader may do.
  if (items.length === 0) throw new ApiFailure(409, 'groupWouldBeEmpty');
  const totals = totalsOf(ctx.orders.filter((o) => o.user_id !== goneId));
  const grams = items.reduce((sum, i) => sum + i.weight_grams, 0);
  const method = constants.shipping.methods.find((m) => m.id === group.method);
  const quote = method ? quoteMethod(method, { weightGrams: grams, dimensions: totals.box }, ctx.route, 0) : null;
  // Lighter and smaller always fits; only a route suspended since the list closed can refuse it.
  if (!quote?.available || quote.shippingYen == null) throw new ApiFailure(409, 'groupMethodUnavailable', { field: 'method' });
  const postage = quote.shippingYen;
  const members = ctx.members.filter((m) => m !== goneId);
  const split = splitPostage(postage, group.leader_id, members.map((userId) => ({ userId, grams: items.filter((i) => i.user_id === userId).reduce((s, i) => s + i.weight_grams, 0) })));

  let toLeader = 0;
  const shareYen = new Map<number, number>();
  for (const s of split) {
    const row = ctx.shares.find((r) => r.user_id === s.userId);
    if (!row) throw new Error(`group ${group.id}: member ${s.userId} has no share`);
    // The part of what they paid that went to the postage (their storage fees do not change).
    const paidShare = row.paid_yen - row.storage_yen;
    if (s.userId !== group.leader_id && row.paid_at !== null && s.yen > paidShare) {
      shareYen.set(s.userId, paidShare);
      toLeader += s.yen - paidShare;
    } else {
      shareYen.set(s.userId, s.yen);
    }
  }
  shareYen.set(group.leader_id, shareYen.get(group.leader_id)! + toLeader);

  const shares = split.map((s): PlannedShare => {
    const row = ctx.shares.find((r) => r.user_id === s.userId)!;
    const share = shareYen.get(s.userId)!;
    const owed = share + row.storage_yen;
    const refundYen = Math.max(0, row.paid_yen - owed);
    const paidYen = row.paid_yen - refundYen;
    return { row, shareYen: share, paidYen, paidAt: paidYen >= owed ? (row.paid_at ?? now) : null, refundYen };
  });
  const leader = shares.find((s) => s.row.user_id === group.leader_id)!;
  return {
    grams,
    chargeableGrams: quote.chargeableGrams,
    box: totals.box,
    declaredYen: totals.declaredYen,
    postageYen: postage,
    storageYen: shares.reduce((sum, s) => sum + s.row.storage_yen, 0),
    shares,
    leaderShareYen: leader.shareYen,
    leaderDueYen: leader.shareYen + leader.row.storage_yen - leader.paidYen,
    refundYen: shares.reduce((sum, s) => sum + s.refundYen, 0),
  };
}

/**
 * Writes the plan: the parcel's new figures, each share, the refunds through the ledger (kind refund,
 * parcel:<p> → wallet:<member>); tells each member whose figures changed. Returns the mail's outbox ids.
 */
export async function applyRepricing(trx: Db, services: Services, group: GroupRow, plan: Repricing): Promise<number[]> {
  const now = services.now();
  const parcelId = group.parcel_id!;
  await trx
    .updateTable('parcels')
    .set((eb) => ({
      weight_grams: plan.grams, chargeable_grams: plan.chargeableGrams, length_cm: plan.box?.lengthCm ?? null, width_cm: plan.box?.widthCm ?? null,
      height_cm: plan.box?.heightCm ?? null, declared_yen: plan.declaredYen, postage_yen: plan.postageYen, storage_yen: plan.storageYen,
      total_yen: plan.postageYen + plan.storageYen, paid_yen: eb('paid_yen', '-', plan.refundYen), updated_at: now,
    }))
    .where('id', '=', parcelId)
    .execute();
  await trx.updateTable('groups').set({ postage_yen: plan.postageYen, updated_at: now }).where('id', '=', group.id).execute();
  const outboxIds: number[] = [];
  for (const s of plan.shares) {
    const { row } = s;
    const dueBefore = Math.max(0, row.share_yen + row.storage_yen - row.paid_yen);
    const dueAfter = s.shareYen + row.storage_yen - s.paidYen;
    if (s.shareYen === row.share_yen && s.paidYen === row.paid_yen && s.paidAt === row.paid_at) continue;
    await trx.updateTable('group_shares').set({ share_yen: s.shareYen, paid_yen: s.paidYen, paid_at: s.paidAt }).where('id', '=', row.id).execute();
    if (s.refundYen > 0) {
      await post(
        trx,
        services.dialect,
        { kind: 'refund', userId: row.user_id, refType: 'groupShare', refId: row.id, memo: `group ${group.id} re-priced` },
        [
          { account: accounts.parcel(parcelId), amount: -s.refundYen },
          { account: accounts.wallet(row.user_id), amount: s.refundYen },
        ],
        now,
      );
    }
    if (s.shareYen !== row.share_yen || s.refundYen > 0 || dueAfter !== dueBefore) {
      outboxIds.push(await notifyRepriced(trx, services, group, row.user_id, { postageYen: plan.postageYen, shareYen: s.shareYen, dueYen: dueAfter, refundYen: s.refundYen }));
    }
  }
  return outboxIds;
}
