// The shopper's "it arrived": one confirmation for the whole parcel. In one transaction the parcel becomes
// delivered (if the carrier had not reported it) and received, and each of its orders moves through
// transition() as any other actor would move it — markDelivered if still shipped, then complete with its
// points — so the state machine's rules and effects stay in one place. The orders' own events are not told
// one by one: the shopper hears of the parcel once, one message listing its orders.
import type { ShipParcel } from '../../generated/api/schemas';
import { ApiFailure } from '../http/failure';
import { tell } from '../orders/notices';
import { parcelScope } from '../orders/notify';
import { transition } from '../orders/transition';
import type { Services } from '../services';
import { loadParcel, ownParcel, parcelOrders, receiptStates } from './views';
import { pointsEarned } from '../../src/lib/order-points';

/**
 * Only the shopper's own merged parcel (ownParcel: another's, or a group's, is 404): a group's parcel goes
 * to its leader, whose word cannot complete the members' orders; those complete on their own order pages
 * or when their after-sales window closes.
 */
export async function confirmReceipt(services: Services, userId: number, id: number): Promise<ShipParcel> {
  const { parcel, outboxIds } = await services.db.transaction().execute(async (trx) => {
    const now = services.now();
    const row = await ownParcel(trx, userId, id);
    if (row.received_at !== null) throw new ApiFailure(409, 'parcelAlreadyReceived');
    if (!receiptStates.includes(row.state)) throw new ApiFailure(409, 'parcelNotShipped');
    // Written first, where the state is still the one read: of two confirmations at once only one goes on.
    const done = await trx
      .updateTable('parcels')
      .set({ state: 'delivered', delivered_at: row.delivered_at ?? now, received_at: now, updated_at: now })
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .where('received_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new ApiFailure(409, 'parcelAlreadyReceived');
    const actor = { kind: 'shopper', id: userId } as const;
    const completed = [];
    for (const order of await parcelOrders(trx, row.id)) {
      // An order completed on its own page already, or taken back in an appeal, is left as it is.
      if (!receiptStates.includes(order.state)) continue;
      if (order.state === 'shipped') await transition(trx, services, { orderId: order.id, action: 'markDelivered', actor: { kind: 'system', id: null }, notice: null });
      completed.push(await transition(trx, services, { orderId: order.id, action: 'complete', actor, notice: null }));
    }
    const points = completed.reduce((sum, o) => sum + pointsEarned(o.price_yen * o.quantity), 0);
    const scope = parcelScope(row.id);
    const mails: number[] = [];
    for (const order of completed) {
      const mail = await tell(trx, services, {
        userId, ...scope, mailKind: 'parcels',
        titleKey: 'parcelReceived_title', bodyKey: 'parcelReceived_body',
        shared: { parcel: row.id, points },
        part: { orderId: order.id, item: order.title, amountYen: 0 },
      });
      if (mail !== null) mails.push(mail);
    }
    return { parcel: await loadParcel(trx, await ownParcel(trx, userId, id), now), outboxIds: mails };
  });
  services.mailer.deliverLater(outboxIds);
  return parcel;
}
