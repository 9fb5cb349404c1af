// Everything the console shows about one order: the order with its shopper, its events, warehouse photos,
// appeals, audit trail and the staff actions its state allows now (from spec/orders.yaml).
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import { type OrderState, actionsFrom, orderActions } from '../../generated/orders';
import type { OpsOrder, OpsOrderDetail } from '../../generated/api/schemas';
import type { Database, OrderRow } from '../db/types';
import { ApiFailure } from '../http/failure';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { paidServices } from '../orders/paid-services';
import { auditTrail } from './audit';
import { parcelActions } from './parcel-actions';

type Db = Kysely<Database>;

/** What the first payment covered: the goods, the proxy fee, domestic shipping and services. */
export function orderTotalYen(row: OrderRow): number {
  return row.price_yen * row.quantity + row.proxy_fee_yen + row.domestic_yen + row.services_yen;
}

/** Warehouse photos are taken while the order is in the warehouse. */
export const photoStates: readonly OrderState[] = ['arrived'];

const iso = (ms: number) => new Date(ms).toISOString();

export async function orderDetail(db: Db, orderId: number): Promise<OpsOrderDetail> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select('users.email as shopper_email')
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'orderNotFound');
  const state = row.state as OrderState;
  const [events, photos, appeals, heldYen] = await Promise.all([
    db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('order_photos').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('appeals').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    balance(db, accounts.order(orderId), 'JPY'),
  ]);
  const audit = await auditTrail(db, [{ type: 'order', id: orderId }, ...appeals.map((a) => ({ type: 'appeal' as const, id: a.id }))]);
  return {
    order: opsOrder(row, row.shopper_email, heldYen),
    actions: actionsFrom(state, 'staff')
      .filter((action) => row.parcel_id === null || !parcelActions.includes(action))
      .map((action) => ({ action, needs: [...orderActions[action].needs] })),
    events: events.map((e) => ({
      id: e.id, action: e.action, fromState: e.from_state, toState: e.to_state, actor: e.actor, actorId: e.actor_id, note: e.note, time: iso(e.created_at),
    })),
    photos: photos.map((p) => ({ id: p.id, url: p.path, contentType: p.content_type, time: iso(p.created_at) })),
    photoSlots: photoStates.includes(state) ? Math.max(0, constants.orders.photos.max - photos.length) : 0,
    appeals: appeals.map((a) => ({
      id: a.id, reason: a.reason, detail: a.detail, status: a.status, resolution: a.resolution, refundYen: a.refund_yen, time: iso(a.created_at),
    })),
    audit,
  };
}

function opsOrder(row: OrderRow, shopperEmail: string, heldYen: number): OpsOrder {
  return {
    id: row.id, kind: row.kind, state: row.state as OrderState, shopperId: row.user_id, shopperEmail,
    site: row.site as OpsOrder['site'], externalId: row.external_id, title: row.title, url: row.url, imageUrl: row.image_url,
    sellerName: row.seller_name, quantity: row.quantity, options: row.options, remark: row.remark,
    priceYen: row.price_yen, proxyFeeYen: row.proxy_fee_yen, domesticYen: row.domestic_yen, servicesYen: row.services_yen, services: paidServices(row.services),
    discountYen: row.discount_yen, pointsUsed: row.points_used, paidYen: row.paid_yen, totalYen: orderTotalYen(row), heldYen,
    proposedPriceYen: row.proposed_price_yen, weightGrams: row.weight_grams, lengthCm: row.length_cm, widthCm: row.width_cm,
    heightCm: row.height_cm, domesticCarrier: row.domestic_carrier, domesticTracking: row.domestic_tracking, carrier: row.carrier,
    trackingNo: row.tracking_no, reason: row.reason, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at),
  };
}
