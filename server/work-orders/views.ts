// What the shopper's pages and the console show of a ticket: its order (when it is about one) and its
// conversation with each message's pictures.
import type { Kysely } from 'kysely';
import type { WorkOrderDetail, WorkOrderOrder, WorkOrderSummary } from '../../generated/api/schemas';
import type { OrderState } from '../../generated/orders';
import type { Database, WorkOrderRow } from '../db/types';
import { ApiFailure } from '../http/failure';
import { picturesOfMessages } from './pictures';

type Db = Kysely<Database>;
const iso = (ms: number) => new Date(ms).toISOString();

async function ordersOf(db: Db, ids: readonly number[]): Promise<Map<number, WorkOrderOrder>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['id', 'title', 'image_url', 'state']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, imageUrl: r.image_url, state: r.state as OrderState }]));
}

export async function ticketSummaries(db: Db, rows: readonly WorkOrderRow[]): Promise<WorkOrderSummary[]> {
  const orders = await ordersOf(db, rows.flatMap((r) => (r.order_id === null ? [] : [r.order_id])));
  return rows.map((r) => ({
    id: r.id, category: r.category, subject: r.subject, status: r.status,
    order: r.order_id === null ? null : orders.get(r.order_id) ?? null,
    lastMessageAt: iso(r.last_message_at), createdAt: iso(r.created_at),
  }));
}

export async function ticketDetail(db: Db, row: WorkOrderRow): Promise<WorkOrderDetail> {
  const [summary] = await ticketSummaries(db, [row]);
  const messages = await db.selectFrom('work_order_messages').selectAll().where('work_order_id', '=', row.id).orderBy('id').execute();
  const pictures = await picturesOfMessages(db, messages.map((m) => m.id));
  return {
    ...summary!,
    context: row.context,
    messages: messages.map((m) => ({ id: m.id, author: m.author, body: m.body, pictures: pictures.get(m.id) ?? [], time: iso(m.created_at) })),
    rating: row.rating,
    ratingComment: row.rating_comment,
  };
}

/** The shopper's own ticket; another shopper's is 404, as if it did not exist. */
export async function ownTicket(db: Db, userId: number, id: number): Promise<WorkOrderRow> {
  const row = await db.selectFrom('work_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'workOrderNotFound');
  return row;
}
