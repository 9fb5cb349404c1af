// POST /webhooks/payments: the gateway's events. The signature is checked on the raw body first (a bad
// one is 400 and changes nothing); the event id is then recorded in gateway_events in the same
// transaction as its effect, so a repeated delivery is a 200 that does nothing.
import type { Hono } from 'hono';
import { isUniqueViolation } from '../db/errors';
import type { Services } from '../services';
import { creditAndPay, failRecharge, rechargeIdOf } from './recharges';

export function mountWebhook(app: Hono, path: string, services: Services): void {
  app.post(path, async (c) => {
    const raw = await c.req.text();
    const check = services.payments.provider.verifyWebhook(raw, c.req.raw.headers);
    if (!check.ok) {
      services.log.warn({ reason: check.reason }, 'payment webhook refused');
      return c.json({ error: check.reason }, 400);
    }
    const { event } = check;
    const now = services.now();
    const rechargeId = rechargeIdOf(event.payment);
    let mails: number[] = [];
    try {
      const outcome = await services.db.transaction().execute(async (tx) => {
        const recorded = await tx.insertInto('gateway_events').values({ id: event.id, type: event.type, received_at: now }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
        if (!recorded) return 'duplicate';
        const recharge = rechargeId === null ? undefined : await tx.selectFrom('recharges').selectAll().where('id', '=', rechargeId).executeTakeFirst();
        // Not a payment of ours (another system sharing the gateway account): recorded and ignored.
        if (!recharge || (recharge.provider_ref !== null && recharge.provider_ref !== event.payment.ref)) return 'unknown';
        if (event.payment.amountYen !== recharge.amount_yen) {
          services.log.error({ eventId: event.id, rechargeId: recharge.id }, 'webhook amount differs from the recharge');
          return 'amount mismatch';
        }
        if (event.type === 'payment.succeeded') {
          const credit = await creditAndPay(tx, services, recharge, event.payment.ref, now);
          mails = credit.mails;
          return credit.credited ? 'credited' : 'already credited';
        }
        await failRecharge(tx, recharge, event.payment.ref, event.payment.declineCode, now);
        return 'failed';
      });
      services.log.info({ eventId: event.id, type: event.type, outcome }, 'payment webhook');
      services.mailer.deliverLater(mails);
    } catch (error) {
      // Two deliveries of one event racing: the other one recorded it first.
      if (!isUniqueViolation(error)) throw error;
    }
    return c.json({ received: true });
  });
}
