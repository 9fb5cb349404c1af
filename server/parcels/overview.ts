// /personal/shipping's one answer: what waits in the warehouse, what the shopper must pay for, what is on
// its way (or delivered and not yet confirmed received), and how many parcels are in each state. Only the shopper's own merged parcels: a group's parcel
// is followed on the group's pages.
import type { Kysely } from 'kysely';
import type { ParcelOverview } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import { type ParcelState, ordersInWarehouse, parcelViews } from './views';

const states: readonly ParcelState[] = ['awaitingPayment', 'paid', 'shipped', 'delivered', 'cancelled'];

export async function parcelOverview(db: Kysely<Database>, userId: number, now: number): Promise<ParcelOverview> {
  const limit = constants.warehouse.pageSize;
  const mine = db.selectFrom('parcels').where('user_id', '=', userId).where('kind', '=', 'merge');
  const [warehouse, toPay, underway, counts] = await Promise.all([
    ordersInWarehouse(db, userId, now),
    mine.selectAll().where('state', '=', 'awaitingPayment').orderBy('id').limit(limit).execute(),
    // A delivered parcel stays here until the shopper confirms its receipt, the step that completes its orders.
    mine.selectAll().where((eb) => eb.or([eb('state', 'in', ['paid', 'shipped']), eb.and([eb('state', '=', 'delivered'), eb('received_at', 'is', null)])])).orderBy('id', 'desc').limit(limit).execute(),
    mine.select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute(),
  ]);
  const views = await parcelViews(db, [...toPay, ...underway], now);
  return {
    warehouse,
    toPay: views.slice(0, toPay.length),
    underway: views.slice(toPay.length),
    counts: states.map((state) => ({ state, count: Number(counts.find((c) => c.state === state)?.n ?? 0) })),
  };
}
