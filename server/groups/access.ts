// Who may see and do what in a group. A group is visible to its leader and approved members only;
// anyone else gets 404 as if it did not exist. Leader-only actions by a member are 403.
import type { Kysely } from 'kysely';
import type { Database, GroupRow } from '../db/types';
import { ApiFailure } from '../http/failure';

type Db = Kysely<Database>;

export type GroupRole = 'leader' | 'member';

export async function visibleGroup(db: Db, groupId: number, userId: number): Promise<{ group: GroupRow; role: GroupRole }> {
  const group = await db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!group) throw new ApiFailure(404, 'groupNotFound');
  if (group.leader_id === userId) return { group, role: 'leader' };
  const member = await db
    .selectFrom('group_members')
    .select('status')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (member?.status !== 'approved') throw new ApiFailure(404, 'groupNotFound');
  return { group, role: 'member' };
}

export async function ledGroup(db: Db, groupId: number, userId: number): Promise<GroupRow> {
  const { group, role } = await visibleGroup(db, groupId, userId);
  if (role !== 'leader') throw new ApiFailure(403, 'groupLeaderOnly');
  return group;
}

/** Applications are taken while the group recruits and its deadline has not passed (the job may be late). */
export const applicationsOpen = (group: Pick<GroupRow, 'state' | 'deadline_at'>, now: number): boolean =>
  group.state === 'recruiting' && now < group.deadline_at;

/** Members may change the list until the leader closes it. */
export const listOpen = (group: Pick<GroupRow, 'state'>): boolean => group.state === 'recruiting' || group.state === 'collecting';

/**
 * Serialises changes to one group (its list, its closing): on PostgreSQL the row stays locked until the
 * transaction ends, so a close and an add cannot interleave; read the group after this, not before.
 * SQLite's write transaction already has the database to itself.
 */
export async function lockGroup(db: Db, groupId: number, now: number): Promise<void> {
  await db.updateTable('groups').set({ updated_at: now }).where('id', '=', groupId).execute();
}
