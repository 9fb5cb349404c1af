// Uploaded pictures in the database: pending from upload until an operation claims them, in its own
// transaction, for the thing they belong to; public once that thing is (an approved haul), else seen by
// their owner and staff only. Areas never touch the table themselves.
import type { Picture } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Executor } from '../accounts/sessions';
import { ApiFailure } from '../http/failure';

export type UploadPurpose = (typeof constants.uploads.purposes)[number];
export const isUploadPurpose = (value: string): value is UploadPurpose => (constants.uploads.purposes as readonly string[]).includes(value);
/** Purposes only staff may upload for. */
export const isStaffPurpose = (purpose: UploadPurpose) => (constants.uploads.staffPurposes as readonly string[]).includes(purpose);

/** What a picture belongs to: a kind of thing (an area's own name) and its id. */
export interface Attachment {
  kind: string;
  id: number;
}

const prefix = '/files/uploads/';
export const uploadUrl = (name: string) => `${prefix}${name}`;
/** The file of an upload address, under the data directory; null for an address that is not one of ours. */
export function uploadFile(url: string): string | null {
  const match = /^\/files\/(uploads\/[0-9a-f-]{36}\.webp)$/.exec(url);
  return match ? match[1]! : null;
}

const toPicture = (row: { id: string; path: string; width: number; height: number }): Picture => ({ id: row.id, url: row.path, width: row.width, height: row.height });

/**
 * Attaches the caller's pending uploads, in the order given, to what they belong to. An id that is not
 * the caller's, not of this purpose, already used or named twice is refused (400, naming it) and the
 * caller's transaction rolls back with it.
 */
export async function claimUploads(
  trx: Executor,
  { ownerId, ids, purpose, attachTo, now }: { ownerId: number; ids: readonly string[]; purpose: UploadPurpose; attachTo: Attachment; now: number },
): Promise<Picture[]> {
  if (ids.length === 0) return [];
  const rows = await trx.selectFrom('uploads').select(['id', 'owner_id', 'purpose', 'path', 'width', 'height', 'attached_at']).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const pictures: Picture[] = [];
  for (const [position, id] of ids.entries()) {
    const row = byId.get(id);
    if (!row || seen.has(id) || row.owner_id !== ownerId || row.purpose !== purpose || row.attached_at !== null) throw new ApiFailure(400, 'uploadNotFound', { id });
    seen.add(id);
    // Asked again as it is written: two calls claiming one upload at once cannot both have it.
    const done = await trx
      .updateTable('uploads')
      .set({ attached_kind: attachTo.kind, attached_id: attachTo.id, attached_at: now, position })
      .where('id', '=', id)
      .where('attached_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new ApiFailure(400, 'uploadNotFound', { id });
    pictures.push(toPicture(row));
  }
  return pictures;
}

/** Shows (or hides again) the pictures of one thing to everyone. */
export async function publishUploads(trx: Executor, attachment: Attachment, visible = true): Promise<void> {
  await trx.updateTable('uploads').set({ public: visible ? 1 : 0 }).where('attached_kind', '=', attachment.kind).where('attached_id', '=', attachment.id).execute();
}

/**
 * Lets go of the pictures of one thing except those kept (an edited haul's photos the author removed):
 * they become pending again, already past their time, and the next sweep deletes them with their files.
 */
export async function releaseUploads(trx: Executor, attachment: Attachment, keep: readonly string[] = []): Promise<void> {
  let query = trx
    .updateTable('uploads')
    .set({ attached_kind: null, attached_id: null, attached_at: null, public: 0, created_at: 0 })
    .where('attached_kind', '=', attachment.kind)
    .where('attached_id', '=', attachment.id);
  if (keep.length > 0) query = query.where('id', 'not in', [...keep]);
  await query.execute();
}

/** The pictures of several things of one kind, each thing's in the order they were claimed. */
export async function picturesOf(db: Executor, kind: string, ids: readonly number[]): Promise<Map<number, Picture[]>> {
  const result = new Map<number, Picture[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('uploads')
    .select(['id', 'path', 'width', 'height', 'attached_id'])
    .where('attached_kind', '=', kind)
    .where('attached_id', 'in', [...ids])
    .orderBy('attached_id')
    .orderBy('position')
    .execute();
  for (const row of rows) result.get(row.attached_id!)?.push(toPicture(row));
  return result;
}

/** Pending uploads older than the grace period, to be deleted with their files. */
export function pendingCutoff(now: number): number {
  return now - constants.uploads.pendingHours * 3_600_000;
}
