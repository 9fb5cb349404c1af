// Warehouse photos kept as staff sent them, before photos were re-encoded (migration 0032 marks them
// 'asUploaded'), are rewritten once: each is re-encoded as a new photo would be (normalizeImage), written
// under a new name, its row pointed at it, then the file as sent is deleted. Every server process starts
// this pass when it starts (start.ts) without waiting for it; until it reaches a photo, that photo is not
// served. Two processes passing at once is harmless: a row moves only from 'asUploaded', and whoever finds
// it moved already deletes its own copy.
// A photo that cannot be read is what a shopper paid to see, so it is never deleted: it is marked
// 'unreadable' (never served, never tried again) and reported in the log for an operator, its file left
// where it was. A file that is there but could not be read this time (a permission, a disk) stays
// 'asUploaded' and is tried again at the next start.
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiFailure } from '../http/failure';
import type { Services } from '../services';
import { normalizeImage } from '../uploads/images';
import { photoFile, photoFit, writePhotoFile } from './photo-files';

const batchSize = 50;

interface KeptPhoto {
  id: number;
  order_id: number;
  path: string;
}

type Outcome = 'reencoded' | 'unreadable' | 'skipped';

/** Rewrites every photo still as sent, a batch at a time, until none is left or `signal` stops it. */
export async function reencodeStoredPhotos(services: Services, signal?: AbortSignal): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { reencoded: 0, unreadable: 0, skipped: 0 };
  let after = 0;
  while (!signal?.aborted) {
    const rows = await services.db
      .selectFrom('order_photos')
      .select(['id', 'order_id', 'path'])
      .where('file_state', '=', 'asUploaded')
      .where('id', '>', after)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      if (signal?.aborted) break;
      after = row.id;
      counts[await reencodeOne(services, row)]++;
    }
  }
  if (counts.reencoded + counts.unreadable > 0) services.log.info(counts, 'warehouse photos kept as sent were re-encoded');
  return counts;
}

async function reencodeOne(services: Services, photo: KeptPhoto): Promise<Outcome> {
  const { db, config, log } = services;
  const relative = photoFile(photo.path);
  const original = relative === null ? null : join(config.dataDir, relative);
  const unreadable = async (problem: string): Promise<Outcome> => {
    const marked = await db.updateTable('order_photos').set({ file_state: 'unreadable' }).where('id', '=', photo.id).where('file_state', '=', 'asUploaded').executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return 'skipped';
    log.warn({ photoId: photo.id, orderId: photo.order_id, path: photo.path, problem }, 'warehouse photo could not be re-encoded: its file is kept and it is not served');
    return 'unreadable';
  };
  if (original === null) return unreadable('not a photo address');
  let bytes: Buffer;
  try {
    bytes = await readFile(original);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return unreadable('file missing');
    log.warn({ photoId: photo.id, path: photo.path, error: String(error) }, 'warehouse photo could not be read: trying again at the next start');
    return 'skipped';
  }
  let picture;
  try {
    picture = await normalizeImage(bytes, photoFit);
  } catch (error) {
    if (error instanceof ApiFailure) return unreadable(error.key);
    throw error;
  }
  const written = await writePhotoFile(config.dataDir, photo.order_id, picture);
  let moved = false;
  try {
    const done = await db
      .updateTable('order_photos')
      .set({ path: written.url, content_type: picture.contentType, file_state: 'reencoded' })
      .where('id', '=', photo.id)
      .where('file_state', '=', 'asUploaded')
      .executeTakeFirst();
    moved = Number(done.numUpdatedRows) === 1;
  } finally {
    if (!moved) await unlink(written.file).catch(() => {});
  }
  if (!moved) return 'skipped';
  // The row no longer names it, so it is never served; one left behind only takes room.
  await unlink(original).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') log.warn({ photoId: photo.id, path: photo.path, error: String(error) }, 'warehouse photo as sent could not be deleted after re-encoding');
  });
  return 'reencoded';
}
