// Every kind of scheduled work, by kind name. An area adds its definitions with one import and one
// spread line (this file merges by union).
import { alertJobs } from '../alerts/jobs';
import { groupJobs } from '../groups/jobs';
import { auctionJobs } from '../auctions/close';
import { cardJobs } from '../payments/card-jobs';
import { orderTimeoutJobs } from '../orders/timeouts';
import { parcelJobs } from '../parcels/jobs';
import { uploadJobs } from '../uploads/jobs';
import type { JobDefinitions } from './types';
import { workOrderJobs } from '../work-orders/jobs';

export const jobDefinitions: JobDefinitions = {
  ...orderTimeoutJobs,
  ...parcelJobs,
  ...groupJobs,
  ...auctionJobs,
  ...workOrderJobs,
  ...uploadJobs,
  ...alertJobs,
  ...cardJobs,
};
