// A shopper's submissions: a haul of their own delivered order (once per order), an outside post, or this
// month's contest entry (once a month). Each is written pending, with its photos claimed from the
// shopper's uploads in the same transaction; a rejected one can be edited and sent again.
import type { HaulDetail } from '../../generated/api/schemas';
import { isUniqueViolation } from '../db/errors';
import type { ExperienceKind, ExperienceRow } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import type { Services } from '../services';
import { claimUploads, releaseUploads } from '../uploads/store';
import { type SubmissionInput, cleanSubmission, monthOf, sharableStates } from './rules';
import { haulDetail, photosOf } from './views';

export const attachmentOf = (id: number) => ({ kind: 'experience', id });

interface Publish extends SubmissionInput {
  kind: ExperienceKind;
  orderId?: number | undefined;
}

export async function publishExperience(services: Services, userId: number, input: Publish): Promise<HaulDetail> {
  const clean = cleanSubmission(input.kind, input);
  if (input.kind === 'haul' && input.orderId === undefined) throw badField('orderId');
  const now = services.now();
  try {
    const row = await services.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select(['nickname']).where('id', '=', userId).executeTakeFirstOrThrow();
      let goods: Pick<ExperienceRow, 'order_id' | 'site' | 'goods_title' | 'goods_url' | 'goods_image'> = { order_id: null, site: null, goods_title: null, goods_url: null, goods_image: null };
      if (input.orderId !== undefined) {
        const order = await trx.selectFrom('orders').select(['id', 'state', 'site', 'title', 'url', 'image_url']).where('id', '=', input.orderId).where('user_id', '=', userId).executeTakeFirst();
        if (!order) throw new ApiFailure(404, 'orderNotFound');
        if (!sharableStates.includes(order.state)) throw new ApiFailure(409, 'experienceOrderNotDelivered');
        goods = { order_id: order.id, site: order.site, goods_title: order.title, goods_url: order.url, goods_image: order.image_url };
        if (input.kind === 'haul') {
          const shared = await trx.selectFrom('experiences').select('id').where('order_id', '=', order.id).where('kind', '=', 'haul').executeTakeFirst();
          if (shared) throw new ApiFailure(409, 'experienceAlreadyShared');
        }
      }
      const month = input.kind === 'monthly' ? monthOf(now) : null;
      if (month !== null) {
        const entered = await trx.selectFrom('experiences').select('id').where('user_id', '=', userId).where('kind', '=', 'monthly').where('month', '=', month).executeTakeFirst();
        if (entered) throw new ApiFailure(409, 'experienceMonthlyEntered');
      }
      const inserted = await trx
        .insertInto('experiences')
        .values({
          user_id: userId, nickname: user.nickname, avatar: null, title: clean.title, description: clean.text, thumbnail: null, likes: 0,
          created_at: now, updated_at: now, kind: input.kind, status: 'pending', ...goods, rating: clean.rating, link: clean.link, month,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const photos = await claimUploads(trx, { ownerId: userId, ids: clean.photoIds, purpose: 'experience', attachTo: attachmentOf(inserted.id), now });
      return trx.updateTable('experiences').set({ photos: JSON.stringify(photos) }).where('id', '=', inserted.id).returningAll().executeTakeFirstOrThrow();
    });
    return haulDetail(row, userId, false);
  } catch (error) {
    // Two submissions racing past the checks above meet the unique indexes instead.
    if (isUniqueViolation(error)) throw new ApiFailure(409, input.kind === 'monthly' ? 'experienceMonthlyEntered' : 'experienceAlreadyShared');
    throw error;
  }
}

/** Edits a rejected submission of the caller and sends it for review again; photos it keeps stay claimed. */
export async function resubmitExperience(services: Services, userId: number, id: number, input: SubmissionInput): Promise<HaulDetail> {
  const now = services.now();
  const row = await services.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('experiences').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!current) throw new ApiFailure(404, 'experienceNotFound');
    if (current.status !== 'rejected') throw new ApiFailure(409, 'experienceNotRejected');
    const clean = cleanSubmission(current.kind, input);
    const had = new Map(photosOf(current).map((p) => [p.id, p]));
    const kept = clean.photoIds.filter((p) => had.has(p));
    await releaseUploads(trx, attachmentOf(id), kept);
    const added = await claimUploads(trx, { ownerId: userId, ids: clean.photoIds.filter((p) => !had.has(p)), purpose: 'experience', attachTo: attachmentOf(id), now });
    const byId = new Map([...had, ...added.map((p) => [p.id, p] as const)]);
    const photos = clean.photoIds.map((p) => byId.get(p)!);
    const done = await trx
      .updateTable('experiences')
      .set({ title: clean.title, description: clean.text, rating: clean.rating, link: clean.link, photos: JSON.stringify(photos), status: 'pending', reject_reason: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'rejected')
      .returningAll()
      .executeTakeFirst();
    if (!done) throw new ApiFailure(409, 'experienceNotRejected');
    return done;
  });
  return haulDetail(row, userId, false);
}
