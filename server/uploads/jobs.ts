// Uploads no operation claimed (a form left unsent, a picture removed before sending) are deleted after
// constants.uploads.pendingHours, files first: a file whose row is gone would never be found again, while a
// row whose file is gone is only deleted on the next run.
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobDefinitions } from '../jobs/types';
import type { Services } from '../services';
import { pendingCutoff, uploadFile } from './store';

const uploadSweepKind = 'uploadSweep';

export async function sweepPendingUploads(services: Services): Promise<number> {
  const { db, config } = services;
  const stale = await db.selectFrom('uploads').select(['id', 'path']).where('attached_at', 'is', null).where('created_at', '<', pendingCutoff(services.now())).limit(500).execute();
  let removed = 0;
  for (const row of stale) {
    const file = uploadFile(row.path);
    if (file) await unlink(join(config.dataDir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    // Still pending as it is deleted: one claimed meanwhile keeps its row (its file is then gone, which
    // only happens to an upload claimed a whole day after it was sent).
    const done = await db.deleteFrom('uploads').where('id', '=', row.id).where('attached_at', 'is', null).executeTakeFirst();
    removed += Number(done.numDeletedRows);
  }
  return removed;
}

export const uploadJobs: JobDefinitions = {
  [uploadSweepKind]: {
    everyMs: 3_600_000,
    async run(services) {
      await sweepPendingUploads(services);
    },
  },
};
