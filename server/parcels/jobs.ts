// The warehouse's scheduled work. Storage accrual is recurring: each run sets every waiting order's storage
// fees to what its arrival date says they are today, so a day is counted once however often (or late) the
// job runs. The postage reminder runs once per parcel, due postageReminderDays after merging; paying or
// unmerging cancels it, and a parcel paid meanwhile is left alone.
import type { ExpressionBuilder } from 'kysely';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';
import type { JobDefinitions } from '../jobs/types';
import { callerLanguage, t } from '../messages';
import { yenText } from '../orders/notify';
import type { Services } from '../services';
import { reminderKind } from './merge';
import { parcelOrders, storageSoFar, unpaidTotal } from './views';

export const storageKind = 'warehouseStorage';

export async function accrueStorage(services: Services): Promise<number> {
  const { db } = services;
  const now = services.now();
  // Orders on a group's list run up no storage (by design: a group waits for its members, not for us); what
  // an order ran up before it went on the list is written down then and charged with its member's share
  // (server/groups/list.ts, postage.ts).
  const unpaidParcels = db.selectFrom('parcels').select('id').where('state', '=', 'awaitingPayment').where('kind', '=', 'merge');
  const stillWaiting = (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.or([eb('state', '=', 'arrived'), eb.and([eb('state', '=', 'merged'), eb('parcel_id', 'in', unpaidParcels)])]);
  const waiting = await db.selectFrom('orders').selectAll().where('arrived_at', 'is not', null).where(stillWaiting).execute();
  let changed = 0;
  for (const order of waiting) {
    const yen = storageSoFar(order, now);
    if (yen === order.storage_yen) continue;
    // Only ever upwards, and only while the order still waits, asked again as it is written: a parcel
    // paid since the list was read has frozen its orders' fees at what it charged.
    const done = await db.updateTable('orders').set({ storage_yen: yen }).where('id', '=', order.id).where('storage_yen', '<', yen).where(stillWaiting).executeTakeFirst();
    changed += Number(done.numUpdatedRows);
  }
  return changed;
}

export async function remindPostage(services: Services, parcelId: number): Promise<boolean> {
  const { db } = services;
  const outboxId = await db.transaction().execute(async (trx) => {
    const now = services.now();
    const parcel = await trx.selectFrom('parcels').selectAll().where('id', '=', parcelId).executeTakeFirst();
    if (!parcel || parcel.state !== 'awaitingPayment') return null;
    const shopper = await trx.selectFrom('users').select(['email', 'language']).where('id', '=', parcel.user_id).executeTakeFirstOrThrow();
    const language = callerLanguage(shopper.language, undefined);
    const total = unpaidTotal(parcel, await parcelOrders(trx, parcel.id), now);
    const vars = { id: parcel.id, days: Math.max(1, Math.floor((now - parcel.created_at) / 86_400_000)), amount: yenText(total) };
    const title = t(language, 'parcelReminder_title', vars);
    const body = t(language, 'parcelReminder_body', vars);
    await trx.insertInto('messages').values({ user_id: parcel.user_id, order_id: null, title, body, created_at: now, read_at: null }).execute();
    return services.mailer.enqueue(trx, { to: shopper.email, subject: title, body }, now);
  });
  if (outboxId === null) return false;
  services.mailer.deliverLater([outboxId]);
  return true;
}

export const parcelJobs: JobDefinitions = {
  [storageKind]: {
    everyMs: constants.warehouse.storageJobEveryMs,
    async run(services) {
      await accrueStorage(services);
    },
  },
  [reminderKind]: {
    async run(services, job) {
      const { parcelId } = job.payload as { parcelId: number };
      await remindPostage(services, parcelId);
    },
  },
};
