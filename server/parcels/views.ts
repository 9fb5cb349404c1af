// What the shopper and the console see of parcels and of the orders waiting in the warehouse.
import type { Kysely } from 'kysely';
import type { CheckoutAddress, DeclarationLine, OpsParcelRow, ParcelPhoto, ShipParcel, WarehouseOrder } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { pointsEarned } from '../../src/lib/order-points';
import { freeUntil, needsExportDeclaration, storageYen } from '../../src/lib/parcel-rules';
import type { Database, OrderRow, ParcelsTable } from '../db/types';
import type { Selectable } from 'kysely';
import { ApiFailure } from '../http/failure';
import { paidServices } from '../orders/paid-services';

export type ParcelRow = Selectable<ParcelsTable>;
export type ParcelState = ShipParcel['state'];
type Db = Kysely<Database>;

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** Storage run up so far: what the job recorded, or more if a day began since it last ran. */
export function storageSoFar(order: OrderRow, now: number): number {
  if (order.arrived_at === null) return order.storage_yen;
  return Math.max(order.storage_yen, storageYen(order.arrived_at, order.quantity, now));
}

export function warehouseOrder(order: OrderRow, now: number): WarehouseOrder {
  const arrivedAt = order.arrived_at ?? order.updated_at;
  return {
    id: order.id,
    site: order.site as WarehouseOrder['site'],
    title: order.title,
    imageUrl: order.image_url,
    quantity: order.quantity,
    valueYen: order.price_yen * order.quantity,
    weightGrams: order.weight_grams ?? 0,
    lengthCm: order.length_cm,
    widthCm: order.width_cm,
    heightCm: order.height_cm,
    services: paidServices(order.services),
    arrivedAt: iso(arrivedAt),
    freeUntil: iso(freeUntil(arrivedAt)),
    feePerDayYen: order.quantity * constants.warehouse.storageYenPerItemDay,
    storageYen: storageSoFar(order, now),
  };
}

/** The shopper's orders waiting in the warehouse, the longest-stored first (its free storage ends first). */
export async function ordersInWarehouse(db: Db, userId: number, now: number): Promise<WarehouseOrder[]> {
  const rows = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('state', '=', 'arrived').orderBy('arrived_at').orderBy('id').execute();
  return rows.map((r) => warehouseOrder(r, now));
}

export interface StoredLine { orderId: number; description: string; quantity: number; unitYen: number; reason: string | null }

/** A declaration may change, and be sent back by staff, until the parcel ships. */
export const editableStates = new Set(['awaitingPayment', 'paid']);

/** Each order's line as declared (the shopper's, else what was paid) beside what was paid. */
export function declarationLines(row: Pick<ParcelRow, 'declaration'>, orders: readonly OrderRow[]): DeclarationLine[] {
  const stored = row.declaration === null ? [] : (JSON.parse(row.declaration) as StoredLine[]);
  return orders.map((order) => {
    const mine = stored.find((l) => l.orderId === order.id);
    const line = mine ?? { description: order.title, quantity: order.quantity, unitYen: order.price_yen, reason: null };
    return {
      orderId: order.id, description: line.description, quantity: line.quantity, unitYen: line.unitYen,
      paidDescription: order.title, paidQuantity: order.quantity, paidUnitYen: order.price_yen, reason: line.reason,
      changed: line.description !== order.title || line.quantity !== order.quantity || line.unitYen !== order.price_yen,
    };
  });
}

/** The orders a confirmation of receipt completes: those on their way or delivered, none once it is received. */
export const receiptStates: readonly string[] = ['shipped', 'delivered'];
const awaitingReceipt = (row: ParcelRow, orders: readonly OrderRow[]) =>
  row.received_at === null && receiptStates.includes(row.state) ? orders.filter((o) => receiptStates.includes(o.state)) : [];

export function parcelView(row: ParcelRow, orders: readonly OrderRow[], now: number, photos: readonly ParcelPhoto[]): ShipParcel {
  const receipt = awaitingReceipt(row, orders);
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as ParcelState,
    address: JSON.parse(row.address) as CheckoutAddress,
    method: row.method,
    options: JSON.parse(row.options) as string[],
    weightGrams: row.weight_grams,
    chargeableGrams: row.chargeable_grams,
    lengthCm: row.length_cm,
    widthCm: row.width_cm,
    heightCm: row.height_cm,
    declaredYen: row.declared_yen,
    exportDeclaration: needsExportDeclaration(row.declared_yen),
    consolidationYen: row.consolidation_yen,
    optionsYen: row.options_yen,
    postageYen: row.postage_yen,
    insuranceYen: row.insurance_yen,
    insuredCoverYen: row.insured_cover_yen,
    // Unpaid: what the payment would charge now; paid: what it charged.
    storageYen: row.state === 'awaitingPayment' ? orders.reduce((sum, o) => sum + storageSoFar(o, now), 0) : row.storage_yen,
    totalYen: row.state === 'awaitingPayment' ? unpaidTotal(row, orders, now) : row.total_yen,
    paidYen: row.paid_yen,
    declaration: declarationLines(row, orders),
    declarationQuery: row.declaration_query,
    carrier: row.carrier,
    trackingNo: row.tracking_no,
    createdAt: iso(row.created_at),
    paidAt: isoOrNull(row.paid_at),
    shippedAt: isoOrNull(row.shipped_at),
    deliveredAt: isoOrNull(row.delivered_at),
    receivedAt: isoOrNull(row.received_at),
    receiptOrders: receipt.length,
    receiptPoints: receipt.reduce((sum, o) => sum + pointsEarned(o.price_yen * o.quantity), 0),
    photos: [...photos],
    orders: orders.map((o) => warehouseOrder(o, now)),
  };
}

export function unpaidTotal(row: ParcelRow, orders: readonly OrderRow[], now: number): number {
  return row.consolidation_yen + row.options_yen + row.postage_yen + row.insurance_yen + orders.reduce((sum, o) => sum + storageSoFar(o, now), 0);
}

export async function parcelOrders(db: Db, parcelId: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('parcel_id', '=', parcelId).orderBy('id').execute();
}

/** The shopper's own parcel (another shopper's is 404, as if it did not exist). */
export async function ownParcel(db: Db, userId: number, id: number): Promise<ParcelRow> {
  // A group's parcel is priced, paid and followed through the group's own calls (server/groups): its
  // leader must not re-price or cancel it here.
  const row = await db.selectFrom('parcels').selectAll().where('id', '=', id).where('user_id', '=', userId).where('kind', '=', 'merge').executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'parcelNotFound');
  return row;
}

/** The packing photos of several parcels, each parcel's oldest first. */
async function parcelPhotosOf(db: Db, ids: readonly number[]): Promise<Map<number, ParcelPhoto[]>> {
  const result = new Map<number, ParcelPhoto[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db.selectFrom('parcel_photos').select(['id', 'parcel_id', 'path', 'created_at']).where('parcel_id', 'in', [...ids]).orderBy('parcel_id').orderBy('id').execute();
  for (const r of rows) result.get(r.parcel_id)?.push({ id: r.id, url: r.path, time: iso(r.created_at) });
  return result;
}

/** Parcels as the shopper sees them, with the orders and photos of each in two queries. */
export async function parcelViews(db: Db, rows: readonly ParcelRow[], now: number): Promise<ShipParcel[]> {
  const ids = rows.map((r) => r.id);
  const [orders, photos] = await Promise.all([
    ids.length === 0 ? [] : db.selectFrom('orders').selectAll().where('parcel_id', 'in', ids).orderBy('id').execute(),
    parcelPhotosOf(db, ids),
  ]);
  return rows.map((r) => parcelView(r, orders.filter((o) => o.parcel_id === r.id), now, photos.get(r.id) ?? []));
}

export async function loadParcel(db: Db, row: ParcelRow, now: number): Promise<ShipParcel> {
  const [orders, photos] = await Promise.all([parcelOrders(db, row.id), parcelPhotosOf(db, [row.id])]);
  return parcelView(row, orders, now, photos.get(row.id) ?? []);
}

export async function opsParcelRow(db: Db, id: number, now: number): Promise<OpsParcelRow> {
  const row = await db.selectFrom('parcels').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'parcelNotFound');
  const user = await db.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirstOrThrow();
  return { parcel: await loadParcel(db, row, now), shopperEmail: user.email };
}
