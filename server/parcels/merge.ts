// Merging arrived orders into one parcel, quoting and choosing its shipping method, and unmerging it before
// payment. Every check is made here, on the server, whatever the merge page showed; each change is one
// transaction in which the orders move through transition() (arrived ⇄ merged).
import type { ParcelQuote, ShipParcel } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import { consolidationYen, isParcelOption } from '../../src/lib/parcel-rules';
import { addressOf } from '../checkout/addresses';
import { ApiFailure, badField } from '../http/failure';
import { cancelJob, scheduleJob } from '../jobs/schedule';
import { lockUser } from '../money/ledger';
import { parcelScope } from '../orders/notify';
import { transition } from '../orders/transition';
import type { Services } from '../services';
import { insuranceOffer } from '../shipping/insurance';
import { type Parcel, quoteMethod } from '../shipping/landed-cost';
import { checkLimits, limitFailure, totalsOf } from './limits';
import { chosenOptions, optionPrices } from './paid-options';
import { routeTo } from '../shipping/route-to';
import { type ParcelRow, loadParcel, ownParcel, parcelOrders } from './views';

const w = constants.warehouse;
const dayMs = 86_400_000;
export const reminderKind = 'parcelPostageReminder';
export const reminderKey = (parcelId: number) => `parcel-reminder:${parcelId}`;

export async function createParcel(services: Services, userId: number, orderIds: readonly number[], addressId: number): Promise<ShipParcel> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0 || ids.length !== orderIds.length) throw badField('orderIds');
  if (ids.length > w.maxOrders) throw limitFailure('tooManyOrders', 400, 'orderIds');
  const { parcel, outboxIds } = await services.db.transaction().execute(async (trx) => {
    const now = services.now();
    await lockUser(trx, services.dialect, userId);
    const address = await trx.selectFrom('addresses').selectAll().where('id', '=', addressId).where('user_id', '=', userId).executeTakeFirst();
    if (!address) throw new ApiFailure(404, 'addressNotFound');
    const orders = await trx.selectFrom('orders').selectAll().where('id', 'in', ids).where('user_id', '=', userId).orderBy('id').execute();
    if (orders.length !== ids.length) throw new ApiFailure(404, 'orderNotFound');
    const notArrived = orders.find((o) => o.state !== 'arrived');
    if (notArrived) throw new ApiFailure(409, 'parcelOrderNotArrived', { id: notArrived.id });
    const totals = totalsOf(orders);
    checkLimits(totals, 400, 'orderIds');
    const { grams, declaredYen, box } = totals;
    const consolidation = consolidationYen(orders.length);
    const row = await trx
      .insertInto('parcels')
      .values({
        user_id: userId, kind: 'merge', state: 'awaitingPayment', address: JSON.stringify(addressOf(address)), country: address.country.toUpperCase(),
        weight_grams: grams, length_cm: box?.lengthCm ?? null, width_cm: box?.widthCm ?? null, height_cm: box?.heightCm ?? null,
        declared_yen: declaredYen, consolidation_yen: consolidation, total_yen: consolidation, created_at: now, updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const mails: number[] = [];
    for (const order of orders) {
      const moved = await transition(trx, services, { orderId: order.id, action: 'merge', actor: { kind: 'shopper', id: userId }, notice: parcelScope(row.id) });
      mails.push(...moved.outboxIds);
    }
    await trx.updateTable('orders').set({ parcel_id: row.id }).where('id', 'in', ids).execute();
    await scheduleJob(trx, { kind: reminderKind, key: reminderKey(row.id), dueAt: now + w.postageReminderDays * dayMs, payload: { parcelId: row.id } }, now);
    return { parcel: await loadParcel(trx, row, now), outboxIds: mails };
  });
  services.mailer.deliverLater(outboxIds);
  return parcel;
}

function physical(row: ParcelRow): Parcel {
  const dimensions = row.length_cm !== null && row.width_cm !== null && row.height_cm !== null ? { lengthCm: row.length_cm, widthCm: row.width_cm, heightCm: row.height_cm } : null;
  return { weightGrams: row.weight_grams, dimensions };
}

export async function quoteParcel(services: Services, userId: number, id: number): Promise<ParcelQuote> {
  const row = await ownParcel(services.db, userId, id);
  const route = await routeTo(services, row.country);
  return {
    parcelId: row.id,
    methods: constants.shipping.methods.map((m) => quoteMethod(m, physical(row), route, 0)),
    options: optionPrices(await parcelOrders(services.db, row.id), row.weight_grams),
    insurance: constants.shipping.methods.flatMap((m) => {
      const offer = insuranceOffer(m.id, row.declared_yen);
      return offer ? [{ method: m.id, ...offer }] : [];
    }),
  };
}

function mustAwaitPayment(row: ParcelRow): void {
  if (row.state !== 'awaitingPayment') throw new ApiFailure(409, 'parcelStateConflict');
}

export async function chooseMethod(services: Services, userId: number, id: number, method: string, options: readonly string[], insured = false): Promise<ShipParcel> {
  const rule = constants.shipping.methods.find((m) => m.id === method);
  if (!rule) throw badField('method');
  const chosen = [...new Set(options)];
  if (!chosen.every(isParcelOption)) throw badField('options');
  return services.db.transaction().execute(async (trx) => {
    const now = services.now();
    const row = await ownParcel(trx, userId, id);
    mustAwaitPayment(row);
    const quote = quoteMethod(rule, physical(row), await routeTo({ db: trx }, row.country), 0);
    if (!quote.available || quote.shippingYen == null) throw new ApiFailure(400, 'parcelMethodUnavailable', { field: 'method' });
    const picked = chosenOptions(optionPrices(await parcelOrders(trx, row.id), row.weight_grams), chosen.filter(isParcelOption));
    // Priced here on the parcel's declared value, whatever the page showed.
    const offer = insuranceOffer(method, row.declared_yen);
    if (insured && !offer) throw new ApiFailure(400, 'parcelNotInsurable', { field: 'insured' });
    const insuranceYen = insured && offer ? offer.yen : 0;
    // Uninsured, a parcel keeps what its method covers unasked (EMS: up to 20,000 yen).
    const coverYen = !offer ? null : insured ? offer.coverYen : offer.includedCoverYen > 0 ? Math.min(offer.coverYen, offer.includedCoverYen) : null;
    const updated = await trx
      .updateTable('parcels')
      .set({
        method, chargeable_grams: quote.chargeableGrams, postage_yen: quote.shippingYen, options: JSON.stringify(picked.options), options_yen: picked.yen,
        insurance_yen: insuranceYen, insured_cover_yen: coverYen,
        total_yen: row.consolidation_yen + picked.yen + quote.shippingYen + insuranceYen, updated_at: now,
      })
      .where('id', '=', row.id)
      .where('state', '=', 'awaitingPayment')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ApiFailure(409, 'parcelStateConflict');
    return loadParcel(trx, updated, now);
  });
}

/** Unmerges an unpaid parcel: its orders go back to arrived (keeping their arrival date) and the reminder is dropped. */
export async function cancelParcel(services: Services, userId: number, id: number): Promise<ShipParcel> {
  const { parcel, outboxIds } = await services.db.transaction().execute(async (trx) => {
    const now = services.now();
    const row = await ownParcel(trx, userId, id);
    mustAwaitPayment(row);
    const mails: number[] = [];
    for (const order of await parcelOrders(trx, row.id)) {
      const moved = await transition(trx, services, { orderId: order.id, action: 'unmerge', actor: { kind: 'shopper', id: userId }, notice: parcelScope(row.id) });
      mails.push(...moved.outboxIds);
    }
    const updated = await trx
      .updateTable('parcels')
      .set({ state: 'cancelled', updated_at: now })
      .where('id', '=', row.id)
      .where('state', '=', 'awaitingPayment')
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ApiFailure(409, 'parcelStateConflict');
    await cancelJob(trx, reminderKey(row.id), now);
    return { parcel: await loadParcel(trx, updated, now), outboxIds: mails };
  });
  services.mailer.deliverLater(outboxIds);
  return parcel;
}
