// The recurring alert job: match what the catalog import brought since the last run and what the live
// marketplaces' providers list anew (live.ts), then send the alerts that are due (saved searches and price
// drops). Idempotent: a run after a crash finds the cursor where the last committed batch left it, each live
// search's last listing where its run left it, and the sent alerts' matches no longer waiting.
import { constants } from '../../generated/constants';
import type { JobDefinitions } from '../jobs/types';
import type { Services } from '../services';
import { alertJobKind } from './kind';
import { matchLiveSearches } from './live';
import { matchNewListings } from './match';
import { sendPriceDrops, sendSearchAlerts } from './send';

export async function runAlerts(services: Services): Promise<{ matched: number; mails: number }> {
  const matched = (await matchNewListings(services)) + (await matchLiveSearches(services));
  const ids = [...(await sendSearchAlerts(services)), ...(await sendPriceDrops(services))];
  services.mailer.deliverLater(ids);
  return { matched, mails: ids.length };
}

export const alertJobs: JobDefinitions = {
  [alertJobKind]: {
    everyMs: constants.savedSearches.checkEveryMinutes * 60_000,
    async run(services) {
      await runAlerts(services);
    },
  },
};
