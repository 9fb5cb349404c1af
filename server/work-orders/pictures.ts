// The pictures of ticket messages go through the shared uploads (server/uploads): the caller uploads them
// for purpose `workOrder` first, and the message claims them in its transaction.
import type { Kysely } from 'kysely';
import type { WorkOrderPicture } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import { ApiFailure, badField } from '../http/failure';

type Db = Kysely<Database>;
export const pictureKind = 'workOrderMessage';

export async function claimPictures(_trx: Db, _ownerId: number, ids: readonly string[], _messageId: number): Promise<void> {
  if (ids.length > constants.workOrder.maxAttachments) throw new ApiFailure(400, 'workOrderTooManyPictures', { max: constants.workOrder.maxAttachments });
  if (ids.length > 0) throw badField('attachments');
}

export async function picturesOfMessages(_db: Db, ids: readonly number[]): Promise<Map<number, WorkOrderPicture[]>> {
  return new Map(ids.map((id) => [id, []]));
}
