// The group's scheduled work: at the deadline applications close (pending ones are turned down); after
// the list closes, unpaid members are reminded every constants.groups.reminderHours, maxReminders times at
// most (reminding for ever only fills their box); the round after the last tells the leader who has still
// not paid, and that they may remove them (exits.ts).
// Both are idempotent: a run that finds the work done (or the group gone on) does nothing.
import { constants } from '../../generated/constants';
import { scheduleJob } from '../jobs/schedule';
import type { JobDefinitions } from '../jobs/types';
import { closeApplications } from './membership';
import { notifyShareDue, notifyStalled } from './notify';
import { dueOf, reminderJobKey } from './postage';

const hourMs = 3_600_000;

const groupIdOf = (payload: unknown): number => Number((payload as { groupId?: unknown }).groupId);

export const groupJobs: JobDefinitions = {
  'group.deadline': {
    async run(services, job) {
      await services.db.transaction().execute(async (trx) => {
        const group = await trx.selectFrom('groups').selectAll().where('id', '=', groupIdOf(job.payload)).executeTakeFirst();
        if (!group || group.state !== 'recruiting') return;
        // Run early (a clock skew between processes): the deadline stays, the job runs again then.
        if (services.now() < group.deadline_at) throw new Error(`group ${group.id}: deadline not reached`);
        await closeApplications(trx, services, group, group.deadline_at);
      });
    },
  },
  'group.remind': {
    async run(services, job) {
      const round = Number((job.payload as { round?: unknown }).round ?? 1);
      const { maxReminders, reminderHours } = constants.groups;
      const outboxIds = await services.db.transaction().execute(async (trx) => {
        const group = await trx.selectFrom('groups').selectAll().where('id', '=', groupIdOf(job.payload)).executeTakeFirst();
        if (!group || group.state !== 'awaitingPayment') return [];
        const now = services.now();
        const unpaid = await trx
          .selectFrom('group_shares')
          .select(['id', 'user_id', 'share_yen', 'storage_yen', 'paid_yen', 'reminded_at'])
          .where('group_id', '=', group.id)
          .where('paid_at', 'is', null)
          .orderBy('id')
          .execute();
        // The reminders are over: the leader hears who has still not paid (and may remove them) once,
        // and nobody is reminded again by this job.
        if (round > maxReminders) {
          const stalled = unpaid.filter((s) => s.user_id !== group.leader_id).map((s) => s.user_id);
          return stalled.length > 0 ? [await notifyStalled(trx, services, group, stalled, maxReminders)] : [];
        }
        const ids: number[] = [];
        // A member reminded by an earlier, interrupted run of this round is not mailed twice.
        const roundStart = job.dueAt;
        for (const share of unpaid) {
          if (share.reminded_at !== null && share.reminded_at >= roundStart) continue;
          ids.push(await notifyShareDue(trx, services, group, share.user_id, dueOf(share)));
          await trx.updateTable('group_shares').set({ reminded_at: now }).where('id', '=', share.id).execute();
        }
        // The round after the last reminder is the leader's notice.
        const next = round + 1;
        await scheduleJob(trx, { kind: 'group.remind', key: reminderJobKey(group.id, next), dueAt: now + reminderHours * hourMs, payload: { groupId: group.id, round: next } }, now);
        return ids;
      });
      services.mailer.deliverLater(outboxIds);
    },
  },
};
