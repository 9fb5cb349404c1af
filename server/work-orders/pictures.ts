// The pictures of ticket messages go through the shared uploads (server/uploads): the caller uploads them
// for purpose `workOrder` first, and the message claims them in its transaction (another shopper's,
// a missing or a used upload is refused there and the message rolls back with it).
import type { Kysely } from 'kysely';
import type { Picture } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import { ApiFailure } from '../http/failure';
import { claimUploads, picturesOf, publishUploads } from '../uploads/store';

type Db = Kysely<Database>;
const kind = 'workOrderMessage';

export async function claimPictures(trx: Db, author: 'shopper' | 'staff', ownerId: number, ids: readonly string[], messageId: number, now: number): Promise<void> {
  if (ids.length > constants.workOrder.maxAttachments) throw new ApiFailure(400, 'workOrderTooManyPictures', { max: constants.workOrder.maxAttachments });
  const attachTo = { kind, id: messageId };
  await claimUploads(trx, { ownerId, ids, purpose: 'workOrder', attachTo, now });
  // A shopper's pictures stay theirs and staff's; staff's pictures are for the shopper, who is not their
  // owner, so they are served to anyone holding their (unguessable) address.
  if (author === 'staff' && ids.length > 0) await publishUploads(trx, attachTo);
}

export function picturesOfMessages(db: Db, ids: readonly number[]): Promise<Map<number, Picture[]>> {
  return picturesOf(db, kind, ids);
}
