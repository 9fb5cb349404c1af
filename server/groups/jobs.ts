// The group's scheduled work: at the deadline applications close (pending ones are turned down); after
// the list closes, unpaid members are reminded every constants.groups.reminderHours until all have paid.
// Both are idempotent: a run that finds the work done (or the group gone on) does nothing.
import { constants } from '../../generated/constants';
import { scheduleJob } from '../jobs/schedule';
import type { JobDefinitions } from '../jobs/types';
import { closeApplications } from './membership';
import { notifyShareDue } from './notify';
import { reminderJobKey } from './postage';

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
      const outboxIds = await services.db.transaction().execute(async (trx) => {
        const group = await trx.selectFrom('groups').selectAll().where('id', '=', groupIdOf(job.payload)).executeTakeFirst();
        if (!group || group.state !== 'awaitingPayment') return [];
        const now = services.now();
        const unpaid = await trx
          .selectFrom('group_shares')
          .select(['id', 'user_id', 'share_yen', 'reminded_at'])
          .where('group_id', '=', group.id)
          .where('paid_at', 'is', null)
          .execute();
        const ids: number[] = [];
        // A member reminded by an earlier, interrupted run of this round is not mailed twice.
        const roundStart = job.dueAt;
        for (const share of unpaid) {
          if (share.reminded_at !== null && share.reminded_at >= roundStart) continue;
          ids.push(await notifyShareDue(trx, services, group, share.user_id, share.share_yen));
          await trx.updateTable('group_shares').set({ reminded_at: now }).where('id', '=', share.id).execute();
        }
        const next = round + 1;
        await scheduleJob(trx, { kind: 'group.remind', key: reminderJobKey(group.id, next), dueAt: now + constants.groups.reminderHours * hourMs, payload: { groupId: group.id, round: next } }, now);
        return ids;
      });
      services.mailer.deliverLater(outboxIds);
    },
  },
};
