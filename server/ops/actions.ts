// What staff do to orders and appeals. Each change is one database transaction: the order moves through
// transition() (the only way it changes state; its money effects and event row come with it) and the
// audit row with the order before and after is written beside it, so neither exists without the other.
import { type OrderAction, type OrderInput, orderInputs } from '../../generated/orders';
import type { OpsOrderDetail } from '../../generated/api/schemas';
import { ApiFailure, badField } from '../http/failure';
import { accounts } from '../money/accounts';
import { balance, post } from '../money/ledger';
import { appealMemo } from '../money/memos';
import { type ActionInputs, transition } from '../orders/transition';
import type { Services } from '../services';
import { orderSnapshot, writeAudit } from './audit';
import { orderDetail } from './order-view';
import { parcelActions } from './parcel-actions';

export type StaffActionRequest = { id: number; action: OrderAction } & Partial<Record<OrderInput, string | number>>;

export async function staffAction(services: Services, staffId: number, request: StaffActionRequest): Promise<OpsOrderDetail> {
  const { db } = services;
  const inputs: ActionInputs = {};
  for (const name of orderInputs) {
    const value = request[name];
    if (value === undefined) continue;
    // Blank text (spaces only) is no answer: transition() then names the field.
    inputs[name] = typeof value === 'string' ? value.trim() : value;
  }
  const after = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('orders').selectAll().where('id', '=', request.id).executeTakeFirst();
    if (!before) throw new ApiFailure(404, 'orderNotFound');
    if (before.parcel_id !== null && parcelActions.includes(request.action)) throw new ApiFailure(409, 'orderInParcel', { id: before.parcel_id });
    const moved = await transition(trx, services, { orderId: request.id, action: request.action, actor: { kind: 'staff', id: staffId }, inputs });
    await writeAudit(
      trx,
      { staffId, action: request.action, targetType: 'order', targetId: request.id, before: orderSnapshot(before), after: orderSnapshot(moved) },
      services.now(),
    );
    return moved;
  });
  // The shopper's mail about the change (written by transition()) leaves once the change is committed.
  services.mailer.deliverLater(after.outboxIds);
  return orderDetail(db, request.id);
}

export interface ResolveAppealRequest {
  appealId: number;
  accept: boolean;
  refundYen?: number;
  resolution: string;
}

/**
 * Closes an open appeal. An accepted appeal with a refund pays it into the shopper's wallet at once, never
 * more than was paid for the order less what has already been refunded of it.
 */
export async function resolveAppeal(services: Services, staffId: number, request: ResolveAppealRequest): Promise<OpsOrderDetail> {
  const { db } = services;
  const resolution = request.resolution.trim();
  if (resolution === '') throw badField('resolution');
  if (request.refundYen !== undefined && !request.accept) throw badField('refundYen');
  const orderId = await db.transaction().execute(async (trx) => {
    const appeal = await trx.selectFrom('appeals').selectAll().where('id', '=', request.appealId).executeTakeFirst();
    if (!appeal) throw new ApiFailure(404, 'opsAppealNotFound');
    if (appeal.status !== 'open') throw new ApiFailure(409, 'appealClosed');
    const order = await trx.selectFrom('orders').select(['id', 'user_id']).where('id', '=', appeal.order_id).executeTakeFirstOrThrow();
    const now = services.now();
    const refundYen = request.accept ? (request.refundYen ?? 0) : 0;
    if (refundYen > 0) {
      const ceiling = await refundableYen(trx, order.id, order.user_id);
      if (refundYen > ceiling) throw new ApiFailure(400, 'refundTooLarge', { field: 'refundYen', max: ceiling });
      const account = accounts.order(order.id);
      const fromOrder = Math.min(refundYen, Math.max(0, await balance(trx, account, 'JPY')));
      // The order's account no longer holds enough (an earlier refund or the purchase spent it): the rest
      // is our own money, booked against the adjustments account so that the books show what it cost us.
      const fromAdjustments = refundYen - fromOrder;
      await post(
        trx,
        services.dialect,
        { kind: 'refund', userId: order.user_id, refType: 'order', refId: order.id, memo: appealMemo(appeal.id), createdBy: staffId },
        [
          { account, amount: -fromOrder },
          { account: accounts.adjustments, amount: -fromAdjustments },
          { account: accounts.wallet(order.user_id), amount: refundYen },
        ],
        now,
      );
    }
    const status = request.accept ? 'accepted' : 'rejected';
    const closed = await trx
      .updateTable('appeals')
      .set({ status, resolution, refund_yen: refundYen > 0 ? refundYen : null, updated_at: now })
      .where('id', '=', appeal.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    // Another staff member closed it meanwhile: the refund above rolls back with the transaction.
    if (Number(closed.numUpdatedRows) !== 1) throw new ApiFailure(409, 'appealClosed');
    await writeAudit(
      trx,
      {
        staffId, action: request.accept ? 'acceptAppeal' : 'rejectAppeal', targetType: 'appeal', targetId: appeal.id,
        before: { status: appeal.status, resolution: appeal.resolution, refundYen: appeal.refund_yen },
        after: { status, resolution, refundYen: refundYen > 0 ? refundYen : null },
      },
      now,
    );
    return order.id;
  });
  return orderDetail(db, orderId);
}

/** Everything paid into the order's account, less what has already gone back to the shopper's wallet for it. */
async function refundableYen(trx: Services['db'], orderId: number, userId: number): Promise<number> {
  const paid = await trx
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('account', '=', accounts.order(orderId))
    .where('currency', '=', 'JPY')
    .where('amount', '>', 0)
    .executeTakeFirstOrThrow();
  const refunded = await trx
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.txn_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('ledger_entries.amount'), eb.lit(0)).as('total'))
    .where('ledger_transactions.kind', '=', 'refund')
    .where('ledger_transactions.ref_type', '=', 'order')
    .where('ledger_transactions.ref_id', '=', orderId)
    .where('ledger_entries.account', '=', accounts.wallet(userId))
    .where('ledger_entries.currency', '=', 'JPY')
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(paid.total) - Number(refunded.total));
}
