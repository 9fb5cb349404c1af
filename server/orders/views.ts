// What the shopper's order calls answer: a card for the lists, and the whole order for its page (costs
// from the row and the ledger, timeline, photos, tracking, the actions the spec allows the shopper now,
// and the after-sales state).
import { warehouseOrder } from '../parcels/views';
import type { Kysely } from 'kysely';
import type { OrderAppeal, OrderCard, OrderDetail } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { type OrderAction, type OrderState, actionsFrom } from '../../generated/orders';
import type { SiteId } from '../../generated/sites';
import type { AppealsTable, Database, OrderRow } from '../db/types';
import { accounts } from '../money/accounts';

const iso = (ms: number) => new Date(ms).toISOString();
const dayMs = 86_400_000;

/** States after the purchase from the seller: the seller can be rated from then on. */
export const boughtStates: readonly string[] = ['purchased', 'shippedToWarehouse', 'arrived', 'merged', 'shipped', 'delivered', 'completed', 'sellerCancelled'];
/** Purchases that did not happen: the order page suggests similar goods instead. */
export const unboughtStates: readonly string[] = ['cancelled', 'purchaseFailed', 'sellerCancelled'];

export function orderCard(row: OrderRow): OrderCard {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as OrderState,
    site: row.site as SiteId | null,
    title: row.title,
    imageUrl: row.image_url,
    quantity: row.quantity,
    priceYen: row.price_yen,
    proposedPriceYen: row.proposed_price_yen,
    paidYen: row.paid_yen,
    createdAt: iso(row.created_at),
    storage: row.state === 'arrived' ? storageOf(row) : null,
  };
}

function storageOf(row: OrderRow): OrderCard['storage'] {
  const { freeUntil, feePerDayYen, storageYen } = warehouseOrder(row, Date.now());
  return { freeUntil, feePerDayYen, storageYen };
}

export function appealView(row: Pick<AppealsTable, 'order_id' | 'status' | 'reason' | 'detail' | 'resolution' | 'refund_yen' | 'created_at' | 'updated_at'>): OrderAppeal {
  return {
    orderId: row.order_id,
    status: row.status,
    reason: row.reason as OrderAppeal['reason'],
    detail: row.detail,
    resolution: row.resolution,
    refundYen: row.refund_yen,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The last moment an appeal is accepted, or null before delivery. */
export const appealDeadline = (row: Pick<OrderRow, 'delivered_at'>): number | null =>
  row.delivered_at === null ? null : row.delivered_at + constants.orders.appealDays * dayMs;

export async function latestAppeal(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('appeals').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** What refunds put back in the shopper's wallet and points for this order. */
async function refunded(db: Kysely<Database>, row: OrderRow): Promise<{ yen: number; points: number }> {
  const entries = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.txn_id')
    .select(['ledger_entries.account', 'ledger_entries.amount'])
    .where('ledger_transactions.kind', '=', 'refund')
    .where('ledger_transactions.ref_type', '=', 'order')
    .where('ledger_transactions.ref_id', '=', row.id)
    .where('ledger_entries.account', 'in', [accounts.wallet(row.user_id), accounts.points(row.user_id)])
    .execute();
  const sum = (account: string) => entries.filter((e) => e.account === account).reduce((s, e) => s + Number(e.amount), 0);
  return { yen: sum(accounts.wallet(row.user_id)), points: sum(accounts.points(row.user_id)) };
}

export async function orderDetail(db: Kysely<Database>, row: OrderRow, now: number): Promise<OrderDetail> {
  const [events, photos, appeal, comment, back] = await Promise.all([
    db.selectFrom('order_events').select(['action', 'actor', 'note', 'created_at']).where('order_id', '=', row.id).orderBy('id').execute(),
    // Only photos that can be shown: one still as sent (or unreadable) is not served to anyone.
    db.selectFrom('order_photos').select('path').where('order_id', '=', row.id).where('file_state', '=', 'reencoded').orderBy('id').execute(),
    latestAppeal(db, row.id),
    db.selectFrom('seller_reviews').select(['rating', 'text', 'created_at']).where('order_id', '=', row.id).executeTakeFirst(),
    refunded(db, row),
  ]);
  const itemYen = row.price_yen * row.quantity;
  const deadline = appealDeadline(row);
  const delivered = row.state === 'delivered' || row.state === 'completed';
  return {
    order: orderCard(row),
    url: row.url,
    sellerName: row.seller_name,
    options: row.options,
    remark: row.remark,
    reason: row.reason,
    costs: {
      unitPriceYen: row.price_yen,
      quantity: row.quantity,
      itemYen,
      proxyFeeYen: row.proxy_fee_yen,
      domesticYen: row.domestic_yen,
      servicesYen: row.services_yen,
      totalYen: itemYen + row.proxy_fee_yen + row.domestic_yen + row.services_yen,
      couponYen: row.discount_yen,
      pointsUsed: row.points_used,
      paidYen: row.paid_yen,
      refundedYen: back.yen,
      refundedPoints: back.points,
    },
    // Staff's notes stay inside the console, except the reason the shopper is told in the message.
    timeline: events.map((e) => ({ time: iso(e.created_at), action: e.action === 'created' ? null : (e.action as OrderAction), actor: e.actor, note: e.action === 'correctPrice' || e.action === 'failPurchase' || e.action === 'sellerCancel' ? e.note : null })),
    photos: photos.map((p) => p.path),
    parcel: { weightGrams: row.weight_grams, lengthCm: row.length_cm, widthCm: row.width_cm, heightCm: row.height_cm },
    domesticTracking: row.domestic_tracking ? { carrier: row.domestic_carrier ?? '', number: row.domestic_tracking } : null,
    tracking: row.tracking_no ? { carrier: row.carrier ?? '', number: row.tracking_no } : null,
    deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
    actions: shopperActions(row),
    appeal: appeal ? appealView(appeal) : null,
    appealUntil: deadline === null ? null : iso(deadline),
    canAppeal: delivered && deadline !== null && now <= deadline && appeal?.status !== 'open',
    comment: comment ? { rating: comment.rating, text: comment.text, createdAt: iso(comment.created_at) } : null,
    canComment: !comment && boughtStates.includes(row.state),
  };
}

/**
 * What the shopper may do with the order now: the spec's table, less cancelling a won auction — bids
 * cannot be withdrawn, so neither can the purchase they won (domain notes). Staff may still cancel one.
 */
export function shopperActions(row: Pick<OrderRow, 'state' | 'kind'>): OrderAction[] {
  const actions = actionsFrom(row.state as OrderState, 'shopper');
  return row.kind === 'auction' ? actions.filter((a) => a !== 'cancel') : actions;
}
