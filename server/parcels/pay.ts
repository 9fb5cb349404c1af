// The second payment: a parcel's postage with its insurance, consolidation fee, options and its orders' storage fees, from
// the wallet, in one transaction. As with the first payment, the shopper is locked first and the key looked
// up, so a double click, a retry or parallel requests with one key pay once and answer the same parcel.
// Ledger: wallet:<u> −total, parcel:<p> +total (one 'payment' transaction, ref_type 'parcel').
import type { ShipParcel } from '../../generated/api/schemas';
import { isUniqueViolation } from '../db/errors';
import { ApiFailure } from '../http/failure';
import { cancelJob } from '../jobs/schedule';
import { accounts } from '../money/accounts';
import { lockUser, post } from '../money/ledger';
import { yenText } from '../orders/notify';
import type { Services } from '../services';
import { reminderKey } from './merge';
import { loadParcel, ownParcel, type ParcelRow, parcelOrders, storageSoFar, unpaidTotal } from './views';

/**
 * `expectedYen` is the total the shopper was shown: a storage day begun since, or a method changed in
 * another tab, makes the charge differ, and then nothing is charged and the 409 names the new total.
 */
export async function payParcel(services: Services, userId: number, id: number, idempotencyKey: string, expectedYen?: number): Promise<ShipParcel> {
  const { db } = services;
  try {
    return await db.transaction().execute(async (trx) => {
      const now = services.now();
      return loadParcel(trx, await payParcelInTransaction(trx, services, userId, id, idempotencyKey, expectedYen, now), now);
    });
  } catch (error) {
    // Two first requests with one key raced past the lookup: the loser answers the winner's parcel.
    if (!isUniqueViolation(error)) throw error;
    const done = await paidWith(db, userId, id, idempotencyKey);
    if (!done) throw error;
    return loadParcel(db, done, services.now());
  }
}

async function paidWith(tx: Services['db'], userId: number, id: number, idempotencyKey: string) {
  const row = await tx.selectFrom('parcels').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  // A key names one payment of one parcel: used for another parcel, it is a mistake, not a retry.
  if (row && row.id !== id) throw new ApiFailure(409, 'parcelStateConflict');
  return row;
}

/**
 * The unpaid parcel of the shopper (locked) and what paying it now charges, after the checks every payment
 * makes; the total the page showed (expectedYen) must be that total.
 */
async function dueNow(trx: Services['db'], services: Services, userId: number, id: number, expectedYen: number | undefined, now: number) {
  await lockUser(trx, services.dialect, userId);
  const row = await ownParcel(trx, userId, id);
  if (row.state !== 'awaitingPayment') throw new ApiFailure(409, 'parcelStateConflict');
  if (row.method === null) throw new ApiFailure(409, 'parcelMethodMissing');
  const orders = await parcelOrders(trx, row.id);
  const total = unpaidTotal(row, orders, now);
  if (expectedYen !== undefined && expectedYen !== total) throw new ApiFailure(409, 'parcelTotalChanged', { amount: yenText(total) }, {}, { totalYen: total });
  return { row, orders, total };
}

/** What paying the parcel now would charge, after the checks the payment makes but the balance (a card pays the difference). */
export async function parcelDue(trx: Services['db'], services: Services, userId: number, id: number, expectedYen: number | undefined, now: number): Promise<number> {
  return (await dueNow(trx, services, userId, id, expectedYen, now)).total;
}

/** The payment inside the caller's transaction: the pay call's, or the credit of a card payment made for it. */
export async function payParcelInTransaction(trx: Services['db'], services: Services, userId: number, id: number, idempotencyKey: string, expectedYen: number | undefined, now: number): Promise<ParcelRow> {
  const { dialect } = services;
  await lockUser(trx, dialect, userId);
  const done = await paidWith(trx, userId, id, idempotencyKey);
  if (done) return done;
  const { row, orders, total } = await dueNow(trx, services, userId, id, expectedYen, now);
  let storage = 0;
  for (const order of orders) {
    const yen = storageSoFar(order, now);
    storage += yen;
    // The fees charged now are the order's final storage: the job stops counting once the parcel is paid.
    if (yen !== order.storage_yen) await trx.updateTable('orders').set({ storage_yen: yen }).where('id', '=', order.id).execute();
  }
  await post(
    trx,
    dialect,
    { kind: 'payment', userId, refType: 'parcel', refId: row.id },
    [
      { account: accounts.wallet(userId), amount: -total },
      { account: accounts.parcel(row.id), amount: total },
    ],
    now,
  );
  const paid = await trx
    .updateTable('parcels')
    .set({ state: 'paid', storage_yen: storage, total_yen: total, paid_yen: total, idempotency_key: idempotencyKey, paid_at: now, updated_at: now })
    .where('id', '=', row.id)
    .where('state', '=', 'awaitingPayment')
    .returningAll()
    .executeTakeFirst();
  if (!paid) throw new ApiFailure(409, 'parcelStateConflict');
  await cancelJob(trx, reminderKey(row.id), now);
  return paid;
}
