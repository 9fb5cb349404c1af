// The console's side of work orders: the queue (what waits on staff first), one ticket with its shopper,
// order and audit trail, staff answers (the shopper gets a message and a mail) and status changes. Every
// staff change writes an audit row in its transaction.
import type { Kysely } from 'kysely';
import type { OpsWorkOrder } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Database, WorkOrderRow, WorkOrderStatus } from '../db/types';
import { ApiFailure } from '../http/failure';
import { auditTrail, writeAudit } from '../ops/audit';
import type { Services } from '../services';
import { notifyStaffReply } from './notify';
import { addMessage, cleanText, setStatus } from './tickets';
import { ticketDetail, ticketSummaries } from './views';

type Db = Kysely<Database>;
const waitingOnStaff: WorkOrderStatus[] = ['open', 'awaitingStaff'];
const snapshot = (r: WorkOrderRow) => ({ status: r.status, lastMessageAt: r.last_message_at });

export async function ticketQueue(db: Db, status: WorkOrderStatus | undefined, page: number) {
  const pageSize = constants.workOrder.pageSize;
  const base = db
    .selectFrom('work_orders')
    .innerJoin('users', 'users.id', 'work_orders.user_id')
    .$if(status === undefined, (q) => q.where('work_orders.status', 'in', waitingOnStaff))
    .$if(status !== undefined, (q) => q.where('work_orders.status', '=', status!));
  const [count, waiting, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('work_orders').where('status', 'in', waitingOnStaff).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    // Waiting tickets longest waiting first; a chosen status newest first.
    base.selectAll('work_orders').select('users.email')
      .orderBy('work_orders.last_message_at', status === undefined ? 'asc' : 'desc').orderBy('work_orders.id')
      .limit(pageSize).offset((page - 1) * pageSize).execute(),
  ]);
  const summaries = await ticketSummaries(db, rows.map(({ email: _email, ...row }) => row));
  return { total: Number(count.n), page, pageSize, waiting: Number(waiting.n), items: summaries.map((ticket, i) => ({ ticket, shopperEmail: rows[i]!.email })) };
}

async function loadRow(db: Db, id: number): Promise<WorkOrderRow> {
  const row = await db.selectFrom('work_orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'workOrderNotFound');
  return row;
}

export async function opsTicket(db: Db, id: number): Promise<OpsWorkOrder> {
  const row = await loadRow(db, id);
  const shopper = await db.selectFrom('users').select(['id', 'email']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
  return { ticket: await ticketDetail(db, row), shopperId: shopper.id, shopperEmail: shopper.email, audit: await auditTrail(db, [{ type: 'workOrder', id }]) };
}

export async function staffReply(services: Services, staffId: number, id: number, rawBody: string, attachments: readonly string[], resolve: boolean) {
  const row = await loadRow(services.db, id);
  if (row.status === 'closed') throw new ApiFailure(409, 'workOrderClosed');
  const body = cleanText('body', rawBody, constants.workOrder.bodyMaxLength);
  const now = services.now();
  const mail = await services.db.transaction().execute(async (trx) => {
    const moved = await setStatus(trx, row, resolve ? 'resolved' : 'awaitingShopper', now);
    await addMessage(trx, row, 'staff', staffId, body, attachments, now);
    const after = await trx.updateTable('work_orders').set({ last_message_at: now }).where('id', '=', moved.id).returningAll().executeTakeFirstOrThrow();
    await writeAudit(trx, { staffId, action: resolve ? 'replyResolve' : 'reply', targetType: 'workOrder', targetId: id, before: snapshot(row), after: snapshot(after) }, now);
    return notifyStaffReply(trx, services, after);
  });
  services.mailer.deliverLater([mail]);
  return opsTicket(services.db, id);
}

export async function staffStatus(services: Services, staffId: number, id: number, status: 'awaitingStaff' | 'resolved' | 'closed') {
  const row = await loadRow(services.db, id);
  if (row.status === status) throw new ApiFailure(409, 'workOrderChanged');
  const now = services.now();
  await services.db.transaction().execute(async (trx) => {
    const after = await setStatus(trx, row, status, now);
    await writeAudit(trx, { staffId, action: `status:${status}`, targetType: 'workOrder', targetId: id, before: snapshot(row), after: snapshot(after) }, now);
  });
  return opsTicket(services.db, id);
}
