// /personal/shipping's one answer: what waits in the warehouse, what the shopper must pay for, what is on
// its way, and how many parcels are in each state. Only the shopper's own merged parcels: a group's parcel
// is followed on the group's pages.
import type { Kysely } from 'kysely';
import type { ParcelOverview } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import { type ParcelRow, type ParcelState, ordersInWarehouse, parcelView } from './views';

const states: readonly ParcelState[] = ['awaitingPayment', 'paid', 'shipped', 'delivered', 'cancelled'];

export async function parcelOverview(db: Kysely<Database>, userId: number, now: number): Promise<ParcelOverview> {
  const limit = constants.warehouse.pageSize;
  const mine = db.selectFrom('parcels').where('user_id', '=', userId).where('kind', '=', 'merge');
  const [warehouse, toPay, underway, counts] = await Promise.all([
    ordersInWarehouse(db, userId, now),
    mine.selectAll().where('state', '=', 'awaitingPayment').orderBy('id').limit(limit).execute(),
    mine.selectAll().where('state', 'in', ['paid', 'shipped']).orderBy('id', 'desc').limit(limit).execute(),
    mine.select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute(),
  ]);
  const parcels: ParcelRow[] = [...toPay, ...underway];
  const inside = parcels.length === 0 ? [] : await db.selectFrom('orders').selectAll().where('parcel_id', 'in', parcels.map((p) => p.id)).orderBy('id').execute();
  const view = (row: ParcelRow) => parcelView(row, inside.filter((o) => o.parcel_id === row.id), now);
  return {
    warehouse,
    toPay: toPay.map(view),
    underway: underway.map(view),
    counts: states.map((state) => ({ state, count: Number(counts.find((c) => c.state === state)?.n ?? 0) })),
  };
}
