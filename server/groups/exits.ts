// Ways out of a group that stalls: a member who has paid nothing leaves; the leader removes a member who
// has not paid once the list is closed; the leader dissolves the group before its parcel ships. Items go
// back to the warehouse (merged → arrived through transition(), actor system, each with its own message);
// a closed list's parcel and shares are priced again without the member (reprice.ts); a dissolved group's
// payments all go back to the wallets. Each is one transaction under the group's lock.
import type { Kysely } from 'kysely';
import type { Database, GroupRow } from '../db/types';
import { ApiFailure } from '../http/failure';
import { cancelJob } from '../jobs/schedule';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import { transition } from '../orders/transition';
import type { Services } from '../services';
import { ledGroup, lockGroup, visibleGroup } from './access';
import { deadlineJobKey } from './membership';
import { notifyDissolved, notifyLeft, notifyRemoved } from './notify';
import { markReadyIfPaid } from './postage';
import { applyRepricing, planWithout, repricingContext } from './reprice';

type Db = Kysely<Database>;

/** A group's parcel that staff have not shipped yet (unpaid, or paid and waiting in the queue). */
const unshipped = ['awaitingPayment', 'paid'] as const;

/** The member's items back to the warehouse, their list rows gone (an order may join another list). */
async function returnItems(trx: Db, services: Services, groupId: number, userId: number | null): Promise<number[]> {
  let items = trx.selectFrom('group_items').select(['id', 'order_id']).where('group_id', '=', groupId);
  if (userId !== null) items = items.where('user_id', '=', userId);
  const outboxIds: number[] = [];
  for (const item of await items.orderBy('id').execute()) {
    await trx.deleteFrom('group_items').where('id', '=', item.id).execute();
    const moved = await transition(trx, services, { orderId: item.order_id, action: 'unmerge', actor: { kind: 'system', id: null } });
    outboxIds.push(...moved.outboxIds);
  }
  return outboxIds;
}

/**
 * `memberId` goes (status left or removed) with their items; a closed list is priced again first, so that
 * a list that cannot be priced without them (nothing left to ship) refuses before anything changes.
 */
async function memberGoes(trx: Db, services: Services, group: GroupRow, memberId: number, status: 'left' | 'removed'): Promise<number[]> {
  const now = services.now();
  const plan = group.state === 'awaitingPayment' ? planWithout(await repricingContext(trx, group), memberId, now) : null;
  const outboxIds = await returnItems(trx, services, group.id, memberId);
  await trx.updateTable('group_members').set({ status, updated_at: now }).where('group_id', '=', group.id).where('user_id', '=', memberId).execute();
  // Only an unpaid share is ever dropped (the callers check): nothing of it is in the parcel's account.
  await trx.deleteFrom('group_shares').where('group_id', '=', group.id).where('user_id', '=', memberId).where('paid_yen', '=', 0).execute();
  if (plan) {
    outboxIds.push(...(await applyRepricing(trx, services, group, plan)));
    await markReadyIfPaid(trx, services, group);
  }
  return outboxIds;
}

export async function leaveGroup(trx: Db, services: Services, userId: number, groupId: number): Promise<{ group: GroupRow; outboxIds: number[] }> {
  await lockGroup(trx, groupId, services.now());
  const { group, role } = await visibleGroup(trx, groupId, userId);
  if (role === 'leader') throw new ApiFailure(409, 'groupLeaderCannotLeave');
  if (group.state === 'dissolved') throw new ApiFailure(409, 'groupDissolved');
  const share = await trx.selectFrom('group_shares').select(['paid_yen']).where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  // Once money is in the parcel, leaving would take it out from under the others: ask the leader.
  if (group.state === 'ready' || (share && share.paid_yen > 0)) throw new ApiFailure(409, 'groupAlreadyPaid');
  const outboxIds = await memberGoes(trx, services, group, userId, 'left');
  outboxIds.push(await notifyLeft(trx, services, group, userId));
  return { group, outboxIds };
}

export async function removeMember(trx: Db, services: Services, leaderId: number, groupId: number, memberId: number): Promise<{ outboxIds: number[] }> {
  await lockGroup(trx, groupId, services.now());
  const group = await ledGroup(trx, groupId, leaderId);
  const member = await trx.selectFrom('group_members').select('status').where('group_id', '=', groupId).where('user_id', '=', memberId).executeTakeFirst();
  if (member?.status !== 'approved') throw new ApiFailure(404, 'groupMemberNotFound', { field: 'userId' });
  if (memberId === leaderId) throw new ApiFailure(409, 'groupLeaderCannotLeave');
  if (group.state === 'dissolved') throw new ApiFailure(409, 'groupDissolved');
  // Before the list closes nobody owes anything yet: members take their own items off.
  if (group.state === 'recruiting' || group.state === 'collecting') throw new ApiFailure(409, 'groupRemoveAfterClose');
  const share = await trx.selectFrom('group_shares').select(['paid_at', 'paid_yen']).where('group_id', '=', groupId).where('user_id', '=', memberId).executeTakeFirst();
  if (!share || share.paid_at !== null || share.paid_yen > 0) throw new ApiFailure(409, 'groupMemberPaid');
  const outboxIds = await memberGoes(trx, services, group, memberId, 'removed');
  outboxIds.push(await notifyRemoved(trx, services, group, memberId));
  return { outboxIds };
}

export async function dissolveGroup(trx: Db, services: Services, leaderId: number, groupId: number): Promise<{ outboxIds: number[] }> {
  const now = services.now();
  await lockGroup(trx, groupId, now);
  const group = await ledGroup(trx, groupId, leaderId);
  if (group.state === 'dissolved') throw new ApiFailure(409, 'groupDissolved');
  if (group.parcel_id !== null) {
    // Claimed first, under its own state: a staff member shipping it at this moment makes one of the two
    // fail (their move requires 'paid'; this requires not shipped), never both go through.
    const claimed = await trx
      .updateTable('parcels')
      .set({ state: 'cancelled', paid_yen: 0, updated_at: now })
      .where('id', '=', group.parcel_id)
      .where('state', 'in', unshipped)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new ApiFailure(409, 'groupAlreadyShipped');
  }
  const refunds = new Map<number, number>();
  for (const share of await trx.selectFrom('group_shares').selectAll().where('group_id', '=', groupId).where('paid_yen', '>', 0).execute()) {
    await post(
      trx,
      services.dialect,
      { kind: 'refund', userId: share.user_id, refType: 'groupShare', refId: share.id, memo: `group ${groupId} dissolved` },
      [
        { account: accounts.parcel(group.parcel_id!), amount: -share.paid_yen },
        { account: accounts.wallet(share.user_id), amount: share.paid_yen },
      ],
      now,
    );
    await trx.updateTable('group_shares').set({ paid_yen: 0 }).where('id', '=', share.id).execute();
    refunds.set(share.user_id, share.paid_yen);
  }
  const outboxIds = await returnItems(trx, services, groupId, null);
  await trx.updateTable('group_members').set({ status: 'rejected', updated_at: now }).where('group_id', '=', groupId).where('status', '=', 'pending').execute();
  await trx.updateTable('groups').set({ state: 'dissolved', dissolved_at: now, updated_at: now }).where('id', '=', groupId).execute();
  // A reminder still pending finds the group dissolved and does nothing; the deadline job is dropped.
  await cancelJob(trx, deadlineJobKey(groupId), now);
  const members = await trx.selectFrom('group_members').select('user_id').where('group_id', '=', groupId).where('status', '=', 'approved').where('user_id', '!=', leaderId).execute();
  for (const m of members) outboxIds.push(await notifyDissolved(trx, services, group, m.user_id, refunds.get(m.user_id) ?? 0));
  return { outboxIds };
}
