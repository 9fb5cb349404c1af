// Orders left waiting on their shopper do not hold the money for ever: an anybuy order whose corrected
// price was neither accepted nor refused, and a won auction whose postage was never paid, are cancelled
// by the system after the limits of constants.orders.timeouts — through transition(), so the refund and
// the shopper's message and mail are the ones every cancel makes. A delivered order nobody complained
// about is completed once its after-sales window (constants.orders.appealDays) has passed, which earns
// its points. A recurring job (registry.ts) runs it.
import { sql } from 'kysely';
import { constants } from '../../generated/constants';
import type { OrderState } from '../../generated/orders';
import { ApiFailure } from '../http/failure';
import type { JobDefinitions } from '../jobs/types';
import type { Services } from '../services';
import { transition } from './transition';

const dayMs = 86_400_000;
const { timeouts } = constants.orders;

/** Each waiting state with its limit and what ends the wait; `kind` keeps a rule to the orders it is meant for. */
const limits: readonly { state: OrderState; kind?: 'anybuy' | 'auction'; ms: number; action: 'cancel' | 'complete' }[] = [
  { state: 'priceChanged', kind: 'anybuy', ms: timeouts.priceChangedDays * dayMs, action: 'cancel' },
  { state: 'awaitingPayment', kind: 'auction', ms: timeouts.awaitingPaymentDays * dayMs, action: 'cancel' },
  { state: 'delivered', ms: constants.orders.appealDays * dayMs, action: 'complete' },
];

/** Ends every wait past its limit, one transaction per order; returns the ids moved on. Safe to run again. */
export async function moveOnTimedOutOrders(services: Services): Promise<number[]> {
  const now = services.now();
  const moved: number[] = [];
  for (const limit of limits) {
    // An order entered its state at its latest event into that state, or at its creation when it was
    // born there (a won auction); later edits to the row do not restart the clock.
    const entered = sql<number>`coalesce((select max(e.created_at) from order_events e where e.order_id = orders.id and e.to_state = orders.state), orders.created_at)`;
    const due = await services.db
      .selectFrom('orders')
      .select('id')
      .where('state', '=', limit.state)
      .$if(limit.kind !== undefined, (q) => q.where('kind', '=', limit.kind!))
      .where(entered, '<=', now - limit.ms)
      // An open after-sales claim keeps a delivered order open until staff settle it.
      .where((eb) => eb.not(eb.exists(eb.selectFrom('appeals').select('appeals.id').whereRef('appeals.order_id', '=', 'orders.id').where('appeals.status', '=', 'open'))))
      .orderBy('id')
      .execute();
    for (const { id } of due) {
      try {
        const result = await services.db.transaction().execute((tx) =>
          transition(tx, services, { orderId: id, action: limit.action, actor: { kind: 'system', id: null } }),
        );
        services.mailer.deliverLater(result.outboxIds);
        moved.push(id);
      } catch (error) {
        // The shopper acted in the meantime (accepted, paid, cancelled, completed): nothing left to time out.
        if (error instanceof ApiFailure && error.status === 409) continue;
        throw error;
      }
    }
  }
  return moved;
}

export const orderTimeoutJobs: JobDefinitions = {
  orderTimeouts: {
    everyMs: timeouts.checkEveryMinutes * 60_000,
    async run(services) {
      const ids = await moveOnTimedOutOrders(services);
      if (ids.length > 0) services.log.info({ ids }, 'orders moved on by their time-outs');
    },
  },
};
