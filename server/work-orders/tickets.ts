// The shopper's side of work orders: open a ticket (about one of their orders or none), answer on it,
// close it, rate it once at the end. Text is stripped of emoji (spec §5) and checked after stripping, so
// a body of emoji alone is refused like an empty one. Every change is one transaction with its pictures.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import { stripEmoji } from '../../src/lib/text';
import type { Database, WorkOrderRow, WorkOrderStatus } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import type { Services } from '../services';
import { claimPictures } from './pictures';
import { ownTicket, ticketDetail } from './views';

type Db = Kysely<Database>;
const limits = constants.workOrder;

/** Trimmed, emoji-free text; empty or too long (in code points) is 400 naming the field. */
export function cleanText(field: string, raw: string, max: number): string {
  const text = stripEmoji(raw).trim();
  if (text === '' || Array.from(text).length > max) throw badField(field);
  return text;
}

export async function addMessage(trx: Db, ticket: { id: number }, author: 'shopper' | 'staff', authorId: number, body: string, pictures: readonly string[], now: number) {
  const message = await trx
    .insertInto('work_order_messages')
    .values({ work_order_id: ticket.id, author, author_id: authorId, body, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await claimPictures(trx, author, authorId, pictures, message.id, now);
}

export interface NewTicket {
  orderId?: number | null;
  category: string;
  subject: string;
  body: string;
  attachments: readonly string[];
  context?: string | null;
}

export async function createTicket(services: Services, userId: number, input: NewTicket) {
  if (!(limits.categories as readonly string[]).includes(input.category)) throw badField('category');
  const subject = cleanText('subject', input.subject, limits.subjectMaxLength);
  const body = cleanText('body', input.body, limits.bodyMaxLength);
  const context = input.context ? stripEmoji(input.context).trim() || null : null;
  if (input.orderId != null) {
    const order = await services.db.selectFrom('orders').select('id').where('id', '=', input.orderId).where('user_id', '=', userId).executeTakeFirst();
    if (!order) throw new ApiFailure(404, 'orderNotFound');
  }
  const now = services.now();
  const row = await services.db.transaction().execute(async (trx) => {
    const ticket = await trx
      .insertInto('work_orders')
      .values({
        user_id: userId, order_id: input.orderId ?? null, category: input.category, subject, status: 'open', context,
        rating: null, rating_comment: null, rated_at: null, last_message_at: now, resolved_at: null, closed_at: null, created_at: now, updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await addMessage(trx, ticket, 'shopper', userId, body, input.attachments, now);
    return ticket;
  });
  return ticketDetail(services.db, row);
}

/** Moves a ticket from the status read to another; a concurrent change in between is 409. */
export async function setStatus(trx: Db, row: WorkOrderRow, status: WorkOrderStatus, now: number): Promise<WorkOrderRow> {
  const extra = status === 'resolved' ? { resolved_at: now } : status === 'closed' ? { closed_at: now } : {};
  const updated = await trx
    .updateTable('work_orders')
    .set({ status, updated_at: now, ...extra })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new ApiFailure(409, 'workOrderChanged');
  return updated;
}

export async function shopperReply(services: Services, userId: number, id: number, rawBody: string, attachments: readonly string[]) {
  const row = await ownTicket(services.db, userId, id);
  if (row.status === 'closed') throw new ApiFailure(409, 'workOrderClosed');
  const body = cleanText('body', rawBody, limits.bodyMaxLength);
  const now = services.now();
  const updated = await services.db.transaction().execute(async (trx) => {
    // An answer to a resolved ticket reopens it: the shopper is not satisfied yet.
    const moved = await setStatus(trx, row, 'awaitingStaff', now);
    await addMessage(trx, row, 'shopper', userId, body, attachments, now);
    return trx.updateTable('work_orders').set({ last_message_at: now }).where('id', '=', moved.id).returningAll().executeTakeFirstOrThrow();
  });
  return ticketDetail(services.db, updated);
}

export async function shopperClose(services: Services, userId: number, id: number) {
  const row = await ownTicket(services.db, userId, id);
  if (row.status === 'closed') throw new ApiFailure(409, 'workOrderClosed');
  const updated = await services.db.transaction().execute((trx) => setStatus(trx, row, 'closed', services.now()));
  return ticketDetail(services.db, updated);
}

export async function evaluate(services: Services, userId: number, id: number, rating: number, rawComment: string | null | undefined) {
  const row = await ownTicket(services.db, userId, id);
  if (row.status !== 'resolved' && row.status !== 'closed') throw new ApiFailure(409, 'workOrderNotFinished');
  const comment = rawComment ? stripEmoji(rawComment).trim() : '';
  if (Array.from(comment).length > limits.commentMaxLength) throw badField('comment');
  const now = services.now();
  // `rated_at is null` in the update itself: two ratings sent at once cannot both land.
  const updated = await services.db
    .updateTable('work_orders')
    .set({ rating, rating_comment: comment === '' ? null : comment, rated_at: now, updated_at: now })
    .where('id', '=', row.id)
    .where('rated_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new ApiFailure(409, 'workOrderRated');
  return ticketDetail(services.db, updated);
}

export async function ticketPage(db: Db, userId: number, status: WorkOrderStatus | undefined, page: number) {
  const pageSize = limits.pageSize;
  const base = db.selectFrom('work_orders').where('user_id', '=', userId).$if(status !== undefined, (q) => q.where('status', '=', status!));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('last_message_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ]);
  return { total: Number(count.n), page, pageSize, rows };
}
