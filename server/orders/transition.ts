// The one way an order changes state: the action must be in spec/orders.yaml (generated/orders.ts) for the
// order's current state and the actor, its inputs present, and its money effects run in the same database
// transaction as the change and its event row. The state is changed with `where state = <the one we read>`,
// so two requests racing on one order cannot both move it: the loser gets 409 naming the current state.
import type { Kysely } from 'kysely';
import { type OrderAction, type OrderActor, type OrderInput, orderActions } from '../../generated/orders';
import type { Database, OrderRow } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { accounts } from '../money/accounts';
import { balance, post } from '../money/ledger';
import type { Services } from '../services';
import { discountedFee, proxyFeeYen } from '../shipping/landed-cost';
import { creditInviteReward } from '../invites/invites';
import { pointsEarned } from '../../src/lib/order-points';
import { type NoticeScope, notifyOrderEvent, orderScope, stateName } from './notify';

export interface Actor {
  kind: OrderActor;
  /** The shopper or staff member; null for the system. */
  id: number | null;
}

export type ActionInputs = Partial<Record<OrderInput, string | number>>;

export interface TransitionRequest {
  orderId: number;
  action: OrderAction;
  actor: Actor;
  inputs?: ActionInputs;
  /**
   * What the event is told with; by default the order's checkout (parcel moves pass their parcel). null:
   * the caller tells of it itself, when several actions on one order are one event to the shopper.
   */
  notice?: NoticeScope | null;
}

type Tx = Kysely<Database>;

/** The order as it is after the action, and the mail it wrote: deliver it (`mailer.deliverLater`) after commit. */
export type TransitionResult = OrderRow & { readonly outboxIds: readonly number[] };

/** What each input sets on the order row. */
const inputColumns = {
  priceYen: 'proposed_price_yen',
  reason: 'reason',
  weightGrams: 'weight_grams',
  lengthCm: 'length_cm',
  widthCm: 'width_cm',
  heightCm: 'height_cm',
} as const satisfies Partial<Record<OrderInput, keyof OrderRow>>;

/**
 * Runs one action inside the caller's transaction and returns the order as it is afterwards, with the
 * outbox ids of the shopper's mail about it. A shopper may only act on their own orders (another's is
 * 404, as if it did not exist).
 */
export async function transition(tx: Tx, services: Services, request: TransitionRequest): Promise<TransitionResult> {
  const { orderId, action, actor } = request;
  const def = orderActions[action];
  const order = await tx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || (actor.kind === 'shopper' && order.user_id !== actor.id)) throw new ApiFailure(404, 'orderNotFound');
  if (!def.by.includes(actor.kind)) throw new ApiFailure(403, 'orderActionNotAllowed');
  if (!(def.from as readonly string[]).includes(order.state)) throw new ApiFailure(409, 'orderStateConflict', { state: stateName(order.state) });

  const inputs = request.inputs ?? {};
  for (const need of def.needs) {
    const value = inputs[need];
    if (value === undefined || value === '') throw badField(need);
  }

  const now = services.now();
  const changes: Partial<OrderRow> = { state: def.to, updated_at: now };
  for (const need of def.needs) {
    if (need in inputColumns) Object.assign(changes, { [inputColumns[need as keyof typeof inputColumns]]: inputs[need] });
  }
  // Carrier and tracking number belong to the leg of the journey the action records.
  if (action === 'recordDomesticShipment') Object.assign(changes, { domestic_carrier: inputs.carrier, domestic_tracking: inputs.trackingNo });
  if (action === 'ship') Object.assign(changes, { carrier: inputs.carrier, tracking_no: inputs.trackingNo });
  if (action === 'markDelivered') changes.delivered_at = now;
  // Free storage counts from the arrival; leaving a parcel keeps the order's original arrival.
  if (action === 'recordArrival') changes.arrived_at = now;
  if (action === 'unmerge') changes.parcel_id = null;

  let refundYen = 0;
  for (const effect of def.effects) {
    if (effect === 'refund') refundYen = await refundOrder(tx, services, order, now);
    if (effect === 'settlePrice') Object.assign(changes, await settlePrice(tx, services, order, now));
    if (effect === 'earnPoints') await earnPoints(tx, services, order, now);
  }

  const updated = await tx
    .updateTable('orders')
    .set(changes)
    .where('id', '=', orderId)
    .where('state', '=', order.state)
    .returningAll()
    .executeTakeFirst();
  // Another request moved the order after we read it; our effects roll back with the transaction.
  if (!updated) {
    const current = await tx.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow();
    throw new ApiFailure(409, 'orderStateConflict', { state: stateName(current.state) });
  }
  await tx
    .insertInto('order_events')
    .values({
      order_id: orderId, action, from_state: order.state, to_state: def.to, actor: actor.kind, actor_id: actor.id,
      note: typeof inputs.reason === 'string' ? inputs.reason : null, created_at: now,
    })
    .execute();
  const outboxId =
    request.notice === null ? null : await notifyOrderEvent(tx, services, { order: updated, action, inputs, refundYen, scope: request.notice ?? orderScope(updated) });
  // The invited shopper's first shipment rewards whoever invited them, in this same transaction.
  const rewardMail = def.to === 'shipped' ? await creditInviteReward(tx, services, updated) : null;
  return { ...updated, outboxIds: [outboxId, rewardMail].filter((id) => id !== null) };
}

/**
 * Gives back everything paid for the order: the wallet's yen, the points, and the coupon's share to our
 * promotions account; the coupon itself comes back once every order of its set has been refunded.
 */
async function refundOrder(tx: Tx, services: Services, order: OrderRow, now: number): Promise<number> {
  const account = accounts.order(order.id);
  const yen = await balance(tx, account, 'JPY');
  const points = await balance(tx, account, 'PT');
  const promotionYen = Math.min(yen, order.discount_yen + order.points_used);
  await post(
    tx,
    services.dialect,
    { kind: 'refund', userId: order.user_id, refType: 'order', refId: order.id },
    [
      { account, amount: -yen },
      { account: accounts.wallet(order.user_id), amount: yen - promotionYen },
      { account: accounts.promotions, amount: promotionYen },
      { account, amount: -points, currency: 'PT' },
      { account: accounts.points(order.user_id), amount: points, currency: 'PT' },
    ],
    now,
  );
  if (order.checkout_id !== null) await returnCouponIfAllRefunded(tx, order, now);
  return yen - promotionYen;
}

async function returnCouponIfAllRefunded(tx: Tx, order: OrderRow, _now: number): Promise<void> {
  const refunding = new Set(['cancelled', 'purchaseFailed', 'sellerCancelled']);
  const siblings = await tx.selectFrom('orders').select(['id', 'state']).where('checkout_id', '=', order.checkout_id).execute();
  if (siblings.every((o) => o.id === order.id || refunding.has(o.state))) {
    await tx.updateTable('coupons').set({ used_at: null, checkout_id: null }).where('checkout_id', '=', order.checkout_id).execute();
  }
}

/** Anybuy: staff found another price; accepting it charges (or refunds) the difference, fee included. */
async function settlePrice(tx: Tx, services: Services, order: OrderRow, now: number): Promise<Partial<OrderRow>> {
  const price = order.proposed_price_yen;
  if (price === null) throw new ApiFailure(409, 'orderStateConflict', { state: stateName(order.state) });
  // The fee at the new price keeps the level discount the order was bought with.
  const fee = discountedFee(proxyFeeYen(price), order.fee_discount_percent) * order.quantity;
  const diff = (price - order.price_yen) * order.quantity + (fee - order.proxy_fee_yen);
  await post(
    tx,
    services.dialect,
    { kind: 'settle', userId: order.user_id, refType: 'order', refId: order.id },
    [
      { account: accounts.wallet(order.user_id), amount: -diff },
      { account: accounts.order(order.id), amount: diff },
    ],
    now,
  );
  return { price_yen: price, proxy_fee_yen: fee, paid_yen: order.paid_yen + diff, proposed_price_yen: null };
}

async function earnPoints(tx: Tx, services: Services, order: OrderRow, now: number): Promise<void> {
  const earned = pointsEarned(order.price_yen * order.quantity);
  await post(
    tx,
    services.dialect,
    { kind: 'points', userId: order.user_id, refType: 'order', refId: order.id },
    [
      { account: accounts.pointsIssued, amount: -earned, currency: 'PT' },
      { account: accounts.points(order.user_id), amount: earned, currency: 'PT' },
    ],
    now,
  );
}
