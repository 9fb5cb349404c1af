// A resolved ticket nobody answered for constants.workOrder.autoCloseDays is closed, so finished tickets
// leave the queues; the shopper can still rate it. Any answer before then reopens it (tickets.ts).
import { constants } from '../../generated/constants';
import type { JobDefinitions } from '../jobs/types';
import type { Services } from '../services';

const dayMs = 86_400_000;

/** Closes every quiet resolved ticket in one statement; safe to run again. Returns how many it closed. */
export async function closeQuietTickets(services: Services): Promise<number> {
  const now = services.now();
  const done = await services.db
    .updateTable('work_orders')
    .set({ status: 'closed', closed_at: now, updated_at: now })
    .where('status', '=', 'resolved')
    .where('last_message_at', '<=', now - constants.workOrder.autoCloseDays * dayMs)
    .where('resolved_at', '<=', now - constants.workOrder.autoCloseDays * dayMs)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}

export const workOrderJobs: JobDefinitions = {
  workOrderAutoClose: {
    everyMs: constants.workOrder.checkEveryMinutes * 60_000,
    async run(services) {
      const closed = await closeQuietTickets(services);
      if (closed > 0) services.log.info({ closed }, 'quiet resolved tickets closed');
    },
  },
};
