// The console's side of parcels: the queue of parcels to pack and ship (merged and group parcels alike,
// straight from the parcels table), of shipped ones to mark delivered and of those with an open claim;
// shipping and delivering move every order inside through transition(), audited order by order, in one
// transaction with the parcel.
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/types';
import type { OpsParcelRow } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { OrderAction } from '../../generated/orders';
import { carrierOf } from '../../generated/tracking';
import { ApiFailure, badField } from '../http/failure';
import { orderSnapshot, writeAudit } from '../ops/audit';
import { parcelScope } from '../orders/notify';
import { transition } from '../orders/transition';
import type { Services } from '../services';
import { claimStatus } from './claims';
import { loadParcel, opsParcelRow, parcelOrders } from './views';

const queueStates = { toShip: 'paid', shipped: 'shipped' } as const;
export type ParcelQueue = keyof typeof queueStates | 'claims';

export async function parcelQueue(services: Services, queue: ParcelQueue, page: number) {
  const { db } = services;
  const pageSize = constants.warehouse.pageSize;
  const parcels = db.selectFrom('parcels').innerJoin('users', 'users.id', 'parcels.user_id');
  const openClaim = (eb: ExpressionBuilder<Database, 'parcels'>) =>
    eb.selectFrom('parcel_claims').select((c) => c.fn.min<number>('parcel_claims.id').as('id')).whereRef('parcel_claims.parcel_id', '=', 'parcels.id').where('parcel_claims.status', '=', 'open');
  const base = queue === 'claims'
    ? parcels.where('parcels.id', 'in', db.selectFrom('parcel_claims').select('parcel_claims.parcel_id').where('parcel_claims.status', '=', 'open'))
    : parcels.where('parcels.state', '=', queueStates[queue]);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('parcels')
      .select('users.email')
      // Claims: the oldest open claim first.
      .$if(queue === 'claims', (q) => q.orderBy((eb) => openClaim(eb)))
      .orderBy('parcels.updated_at')
      .orderBy('parcels.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const now = services.now();
  const items: OpsParcelRow[] = [];
  for (const { email, ...row } of rows) {
    const claim = queue === 'claims' ? await claimStatus(db, row, now) : null;
    items.push({ parcel: await loadParcel(db, row, now), shopperEmail: email, claim });
  }
  return { total: Number(count.n), page, pageSize, items };
}

interface Move {
  from: 'paid' | 'shipped';
  to: 'shipped' | 'delivered';
  action: OrderAction;
  carrier?: string;
  trackingNo?: string;
}

async function moveParcel(services: Services, staffId: number, id: number, move: Move): Promise<OpsParcelRow> {
  const outboxIds = await services.db.transaction().execute(async (trx) => {
    const now = services.now();
    const row = await trx.selectFrom('parcels').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiFailure(404, 'parcelNotFound');
    if (row.state !== move.from) throw new ApiFailure(409, 'parcelStateConflict');
    if (move.to === 'shipped' && row.declaration_query !== null) throw new ApiFailure(409, 'parcelDeclarationQueried');
    const mails: number[] = [];
    const inputs = move.carrier ? { carrier: move.carrier, trackingNo: move.trackingNo! } : {};
    for (const order of await parcelOrders(trx, row.id)) {
      const moved = await transition(trx, services, { orderId: order.id, action: move.action, actor: { kind: 'staff', id: staffId }, inputs, notice: parcelScope(row.id) });
      await writeAudit(trx, { staffId, action: move.action, targetType: 'order', targetId: order.id, before: orderSnapshot(order), after: orderSnapshot(moved) }, now);
      mails.push(...moved.outboxIds);
    }
    const changes =
      move.to === 'shipped'
        ? { state: move.to, carrier: move.carrier!, tracking_no: move.trackingNo!, shipped_at: now, updated_at: now }
        : { state: move.to, delivered_at: now, updated_at: now };
    const done = await trx.updateTable('parcels').set(changes).where('id', '=', row.id).where('state', '=', move.from).executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new ApiFailure(409, 'parcelStateConflict');
    return mails;
  });
  services.mailer.deliverLater(outboxIds);
  return opsParcelRow(services.db, id, services.now());
}

export async function shipParcel(services: Services, staffId: number, id: number, carrier: string, trackingNo: string): Promise<OpsParcelRow> {
  const c = carrier.trim();
  const t = trackingNo.trim();
  // Only a carrier we list has a tracking page to send the shopper to, and only an international one takes parcels abroad.
  if (!carrierOf(c)?.international) throw badField('carrier');
  if (t === '') throw badField('trackingNo');
  return moveParcel(services, staffId, id, { from: 'paid', to: 'shipped', action: 'ship', carrier: c, trackingNo: t });
}

export async function deliverParcel(services: Services, staffId: number, id: number): Promise<OpsParcelRow> {
  return moveParcel(services, staffId, id, { from: 'shipped', to: 'delivered', action: 'markDelivered' });
}
