// Closing a group's list into one parcel to the leader, priced for the leader's address by the method
// the leader chose from the box the items pack into, and each member paying their share of the postage
// from the wallet.
import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../generated/constants';
import type { Database, GroupRow, GroupSharesTable } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import type { Services } from '../services';
import { scheduleJob } from '../jobs/schedule';
import { quoteMethod } from '../shipping/landed-cost';
import { checkLimits, totalsOf } from '../parcels/limits';
import { ledGroup, lockGroup, visibleGroup } from './access';
import { listOrders } from './list';
import { notifyShareDue } from './notify';
import { routeFor } from './route';
import { splitPostage } from './shares';

type Db = Kysely<Database>;
type GroupShareRow = Selectable<GroupSharesTable>;

/** A group parcel's states, named as the merged parcels' (the shipping pages and the console's queue). */
export const parcelStates = { awaitingPayment: 'awaitingPayment', paid: 'paid' } as const;
/** One job per round of reminders, so that a round can schedule the next while it runs. */
export const reminderJobKey = (groupId: number, round: number) => `group.remind:${groupId}:${round}`;
const hourMs = 3_600_000;

export async function closeList(trx: Db, services: Services, leaderId: number, groupId: number, methodId: string): Promise<{ group: GroupRow; outboxIds: number[] }> {
  const now = services.now();
  await lockGroup(trx, groupId, now);
  const group = await ledGroup(trx, groupId, leaderId);
  if (group.state !== 'recruiting' && group.state !== 'collecting') throw new ApiFailure(409, 'groupListClosed');
  if (now < group.deadline_at) throw new ApiFailure(409, 'groupDeadlineNotReached');
  const method = constants.shipping.methods.find((m) => m.id === methodId);
  if (!method) throw badField('method');
  const items = await trx.selectFrom('group_items').select(['user_id', 'order_id', 'weight_grams']).where('group_id', '=', groupId).execute();
  if (items.length === 0) throw new ApiFailure(409, 'groupListEmpty');
  // Checked as each item went on, and again now: the list as it stands must still be one parcel (a staff
  // re-weighing, or limits lowered since). Priced as a merged parcel is: from the box its measured items
  // pack into, so a method with a volumetric divisor charges the chargeable weight, not the actual one.
  const onList = await listOrders(trx, groupId);
  const totals = totalsOf(onList);
  checkLimits(totals, 409);
  const grams = items.reduce((sum, i) => sum + i.weight_grams, 0);
  const quote = quoteMethod(method, { weightGrams: grams, dimensions: totals.box }, await routeFor(trx, group.country), 0);
  if (!quote.available || quote.shippingYen == null) throw new ApiFailure(409, 'groupMethodUnavailable', { field: 'method' });
  const postage = quote.shippingYen;
  // Storage the orders ran up before they went on the list (written down then): each member pays their own.
  const storageOf = (userId: number) => onList.filter((o) => o.user_id === userId).reduce((sum, o) => sum + o.storage_yen, 0);
  const storage = onList.reduce((sum, o) => sum + o.storage_yen, 0);

  const parcel = await trx
    .insertInto('parcels')
    .values({
      user_id: group.leader_id, kind: 'group', group_id: group.id, state: parcelStates.awaitingPayment, address: group.address, country: group.country,
      method: method.id, weight_grams: grams, chargeable_grams: quote.chargeableGrams,
      length_cm: totals.box?.lengthCm ?? null, width_cm: totals.box?.widthCm ?? null, height_cm: totals.box?.heightCm ?? null,
      declared_yen: totals.declaredYen, postage_yen: postage, storage_yen: storage, total_yen: postage + storage, idempotency_key: null, carrier: null, tracking_no: null,
      created_at: now, updated_at: now, paid_at: null, shipped_at: null, delivered_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('orders').set({ parcel_id: parcel.id, updated_at: now }).where('id', 'in', items.map((i) => i.order_id)).execute();

  const approved = await trx.selectFrom('group_members').select('user_id').where('group_id', '=', groupId).where('status', '=', 'approved').execute();
  const weighed = approved.map((m) => ({ userId: m.user_id, grams: items.filter((i) => i.user_id === m.user_id).reduce((s, i) => s + i.weight_grams, 0) }));
  const shares = splitPostage(postage, group.leader_id, weighed);
  const rows = shares.map((s) => ({ ...s, storage: storageOf(s.userId) }));
  await trx
    .insertInto('group_shares')
    .values(rows.map((s) => ({
      group_id: groupId, user_id: s.userId, weight_grams: s.grams, share_yen: s.yen, storage_yen: s.storage, paid_yen: 0,
      paid_at: s.yen + s.storage === 0 ? now : null, idempotency_key: null, reminded_at: null,
    })))
    .execute();
  const closed = await trx
    .updateTable('groups')
    .set({ state: 'awaitingPayment', method: method.id, parcel_id: parcel.id, postage_yen: postage, closed_at: now, updated_at: now })
    .where('id', '=', groupId)
    .where('state', '=', group.state)
    .returningAll()
    .executeTakeFirst();
  if (!closed) throw new ApiFailure(409, 'groupListClosed');
  const outboxIds: number[] = [];
  for (const s of rows) if (s.yen + s.storage > 0) outboxIds.push(await notifyShareDue(trx, services, closed, s.userId, s.yen + s.storage));
  await scheduleJob(trx, { kind: 'group.remind', key: reminderJobKey(groupId, 1), dueAt: now + constants.groups.reminderHours * hourMs, payload: { groupId, round: 1 } }, now);
  // Nothing to pay at all (every share nought) is already ready.
  return { group: await markReadyIfPaid(trx, services, closed), outboxIds };
}

/** What a member still owes: their share of the postage and their storage fees, less what they paid. */
export const dueOf = (share: Pick<GroupShareRow, 'share_yen' | 'storage_yen' | 'paid_yen'>): number => Math.max(0, share.share_yen + share.storage_yen - share.paid_yen);

export async function payShare(trx: Db, services: Services, userId: number, groupId: number, idempotencyKey: string): Promise<GroupRow> {
  const now = services.now();
  // Two members paying at once: the second sees the first's payment, so exactly one marks the parcel ready.
  await lockGroup(trx, groupId, now);
  const { group } = await visibleGroup(trx, groupId, userId);
  const share = await trx.selectFrom('group_shares').selectAll().where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst();
  if (!share) throw new ApiFailure(409, 'groupNothingToPay');
  // Paid already (a double click, a retry with this key or another): answer as it is, charge nothing. A
  // retry of the key that paid is never a new payment, even if the share was re-priced since.
  if (share.paid_at !== null || share.idempotency_key === idempotencyKey) return group;
  // A dissolved group's parcel is cancelled: nothing more goes into it.
  if (group.state !== 'awaitingPayment') throw new ApiFailure(409, group.state === 'dissolved' ? 'groupDissolved' : 'groupNothingToPay');
  const due = dueOf(share);
  const updated = await trx
    .updateTable('group_shares')
    .set({ paid_at: now, paid_yen: share.paid_yen + due, idempotency_key: idempotencyKey })
    .where('id', '=', share.id)
    .where('paid_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return group;
  if (due > 0) {
    await post(
      trx,
      services.dialect,
      { kind: 'payment', userId, refType: 'groupShare', refId: share.id, memo: `group ${groupId}` },
      [
        { account: accounts.wallet(userId), amount: -due },
        { account: accounts.parcel(group.parcel_id!), amount: due },
      ],
      now,
    );
    await trx
      .updateTable('parcels')
      .set((eb) => ({ paid_yen: eb('paid_yen', '+', due), updated_at: now }))
      .where('id', '=', group.parcel_id!)
      .execute();
  }
  return markReadyIfPaid(trx, services, group);
}

/** Every share paid: the parcel is ready for staff to ship to the leader (a pending reminder finds nothing to do). */
export async function markReadyIfPaid(trx: Db, services: Services, group: GroupRow): Promise<GroupRow> {
  const unpaid = await trx.selectFrom('group_shares').select('id').where('group_id', '=', group.id).where('paid_at', 'is', null).executeTakeFirst();
  if (unpaid || group.state !== 'awaitingPayment') return group;
  const now = services.now();
  await trx
    .updateTable('parcels')
    .set({ state: parcelStates.paid, paid_at: now, updated_at: now })
    .where('id', '=', group.parcel_id!)
    .where('state', '=', parcelStates.awaitingPayment)
    .execute();
  return trx.updateTable('groups').set({ state: 'ready', ready_at: now, updated_at: now }).where('id', '=', group.id).returningAll().executeTakeFirstOrThrow();
}
