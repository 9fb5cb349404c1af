// A saved card the shopper deletes is deleted at the gateway too, so that no copy of it stays chargeable
// there. The job is scheduled in the transaction that deletes our row and retried with back-off while the
// gateway does not answer; a card the gateway no longer knows counts as forgotten.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { scheduleJob } from '../jobs/schedule';
import type { JobDefinitions } from '../jobs/types';

const forgetCardKind = 'forgetCard';

export function forgetCardLater(trx: Kysely<Database>, cardRef: string, now: number): Promise<void> {
  return scheduleJob(trx, { kind: forgetCardKind, key: `forget-card:${cardRef}`, dueAt: now, payload: { cardRef } }, now);
}

export const cardJobs: JobDefinitions = {
  [forgetCardKind]: {
    async run(services, job) {
      const { cardRef } = job.payload as { cardRef: string };
      await services.payments.provider.forgetCard(cardRef);
    },
  },
};
