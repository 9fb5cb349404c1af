// Opening a group, applying to one, answering applications and ending applications early.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import { isUniqueViolation } from '../db/errors';
import type { Database, GroupRow } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { lockUser } from '../money/ledger';
import type { Services } from '../services';
import { cancelJob, scheduleJob } from '../jobs/schedule';
import { applicationsOpen, ledGroup } from './access';

type Db = Kysely<Database>;
const hourMs = 3_600_000;

export const deadlineJobKey = (groupId: number) => `group.deadline:${groupId}`;

export interface NewGroup {
  name: string;
  addressId: number;
  deadline: string;
  rules: string;
}

export async function createGroup(trx: Db, services: Services, leaderId: number, input: NewGroup): Promise<GroupRow> {
  const now = services.now();
  const deadlineAt = Date.parse(input.deadline);
  const { minLeadHours, maxDays } = constants.groups;
  if (!Number.isFinite(deadlineAt) || deadlineAt < now + minLeadHours * hourMs || deadlineAt > now + maxDays * 24 * hourMs) {
    throw new ApiFailure(400, 'groupDeadlineRange', { field: 'deadline', hours: minLeadHours, days: maxDays });
  }
  const name = input.name.trim();
  const rules = input.rules.trim();
  if (name === '') throw badField('name');
  if (rules === '') throw badField('rules');
  const address = await trx.selectFrom('addresses').selectAll().where('id', '=', input.addressId).where('user_id', '=', leaderId).executeTakeFirst();
  if (!address) throw new ApiFailure(404, 'addressNotFound', { field: 'addressId' });
  const snapshot = {
    id: address.id, country: address.country, recipient: address.recipient, phone: address.phone, postcode: address.postcode, region: address.region,
    city: address.city, line1: address.line1, line2: address.line2 ?? '', isDefault: address.is_default === 1,
  };
  const group = await trx
    .insertInto('groups')
    .values({
      leader_id: leaderId, name, rules, address: JSON.stringify(snapshot), country: address.country, deadline_at: deadlineAt, state: 'recruiting',
      method: null, parcel_id: null, closed_at: null, ready_at: null, created_at: now, updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('group_members')
    .values({ group_id: group.id, user_id: leaderId, status: 'approved', message: '', created_at: now, updated_at: now })
    .execute();
  await scheduleJob(trx, { kind: 'group.deadline', key: deadlineJobKey(group.id), dueAt: deadlineAt, payload: { groupId: group.id } }, now);
  return group;
}

/** Approved members, the leader included: what constants.groups.maxMembers limits. */
async function approvedCount(trx: Db, groupId: number): Promise<number> {
  const { n } = await trx
    .selectFrom('group_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('group_id', '=', groupId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function applyToGroup(trx: Db, services: Services, userId: number, groupId: number, message: string): Promise<GroupRow> {
  const now = services.now();
  const group = await trx.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!group) throw new ApiFailure(404, 'groupNotFound');
  if (group.leader_id === userId) throw new ApiFailure(409, 'groupIsYours');
  if (!applicationsOpen(group, now)) throw new ApiFailure(409, 'groupApplicationsClosed');
  // A full group could only turn the application down later (approving it past the limit is refused):
  // say so now and keep nothing. Two applications at once may both get in; approving re-checks.
  if ((await approvedCount(trx, groupId)) >= constants.groups.maxMembers) throw new ApiFailure(409, 'groupFull', { max: constants.groups.maxMembers });
  // A member who left may ask again; the leader answers as for anyone.
  const again = await trx
    .updateTable('group_members')
    .set({ status: 'pending', message: message.trim(), updated_at: now })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('status', '=', 'left')
    .executeTakeFirst();
  if (Number(again.numUpdatedRows) > 0) return group;
  try {
    await trx
      .insertInto('group_members')
      .values({ group_id: groupId, user_id: userId, status: 'pending', message: message.trim(), created_at: now, updated_at: now })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'groupAlreadyApplied');
    throw error;
  }
  return group;
}

export async function reviewApplication(trx: Db, services: Services, leaderId: number, groupId: number, applicantId: number, approve: boolean): Promise<GroupRow> {
  const now = services.now();
  // The leader is locked so that two approvals at once cannot both pass the member limit.
  await lockUser(trx, services.dialect, leaderId);
  const group = await ledGroup(trx, groupId, leaderId);
  const application = await trx
    .selectFrom('group_members')
    .select(['id', 'status'])
    .where('group_id', '=', groupId)
    .where('user_id', '=', applicantId)
    .executeTakeFirst();
  if (!application || applicantId === leaderId) throw new ApiFailure(404, 'groupApplicationNotFound', { field: 'userId' });
  if (application.status !== 'pending') throw new ApiFailure(409, 'groupApplicationAnswered');
  if (approve) {
    if (group.state !== 'recruiting' && group.state !== 'collecting') throw new ApiFailure(409, 'groupListClosed');
    if ((await approvedCount(trx, groupId)) >= constants.groups.maxMembers) throw new ApiFailure(409, 'groupFull', { max: constants.groups.maxMembers });
  }
  await trx
    .updateTable('group_members')
    .set({ status: approve ? 'approved' : 'rejected', updated_at: now })
    .where('id', '=', application.id)
    .where('status', '=', 'pending')
    .execute();
  return group;
}

/** Applications end now: the deadline moves to now and the group collects its list. */
export async function endApplications(trx: Db, services: Services, leaderId: number, groupId: number): Promise<GroupRow> {
  const now = services.now();
  const group = await ledGroup(trx, groupId, leaderId);
  if (group.state !== 'recruiting') throw new ApiFailure(409, 'groupApplicationsClosed');
  await closeApplications(trx, services, group, Math.min(now, group.deadline_at));
  await cancelJob(trx, deadlineJobKey(group.id), now);
  return { ...group, state: 'collecting', deadline_at: Math.min(now, group.deadline_at) };
}

/** Turns pending applications down and stops recruiting; the deadline job and the leader share it. */
export async function closeApplications(trx: Db, services: Services, group: GroupRow, deadlineAt: number): Promise<void> {
  const now = services.now();
  await trx
    .updateTable('groups')
    .set({ state: 'collecting', deadline_at: deadlineAt, updated_at: now })
    .where('id', '=', group.id)
    .where('state', '=', 'recruiting')
    .execute();
  await trx.updateTable('group_members').set({ status: 'rejected', updated_at: now }).where('group_id', '=', group.id).where('status', '=', 'pending').execute();
}
