// Crediting a recharge happens here and only here, from both the recharge call (the gateway answered
// "succeeded" at once, or a later status check did) and the gateway's webhook. The status change is
// guarded by `status <> 'succeeded'` and made in the same transaction as the ledger posting, so however
// many of those paths arrive, and in whatever order, the wallet is credited exactly once. A card payment
// at checkout, postage or a group share is such a recharge too: the credit then pays what it was for
// (purposes.ts) in the same transaction.
import type { Kysely } from 'kysely';
import type { Database, RechargeRow } from '../db/types';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import type { Services } from '../services';
import type { Payment } from './provider';
import { payPurpose } from './purposes';

type Tx = Kysely<Database>;

/** Marks the recharge succeeded and credits the wallet, once. Returns whether this call credited it. */
export async function creditRecharge(tx: Tx, services: Pick<Services, 'dialect'>, recharge: RechargeRow, ref: string, now: number): Promise<boolean> {
  const updated = await tx
    .updateTable('recharges')
    .set({ status: 'succeeded', provider_ref: ref, action_url: null, failure_code: null, updated_at: now })
    .where('id', '=', recharge.id)
    .where('status', '<>', 'succeeded')
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  await post(
    tx,
    services.dialect,
    { kind: 'recharge', userId: recharge.user_id, refType: 'recharge', refId: recharge.id },
    [
      { account: accounts.gateway, amount: -recharge.amount_yen },
      { account: accounts.wallet(recharge.user_id), amount: recharge.amount_yen },
    ],
    now,
  );
  return true;
}

/**
 * Credits the recharge once and pays its purpose, if it has one; answers whether this call credited it and
 * the mails the payment wrote, for the caller to deliver after commit.
 */
export async function creditAndPay(tx: Tx, services: Services, recharge: RechargeRow, ref: string, now: number): Promise<{ credited: boolean; mails: number[] }> {
  if (!(await creditRecharge(tx, services, recharge, ref, now))) return { credited: false, mails: [] };
  return { credited: true, mails: await payPurpose(tx, services, recharge, now) };
}

/** Marks a recharge that is not final yet as failed, with the gateway's reason. */
export async function failRecharge(tx: Tx, recharge: RechargeRow, ref: string, code: string | undefined, now: number): Promise<void> {
  await tx
    .updateTable('recharges')
    .set({ status: 'failed', provider_ref: ref, action_url: null, failure_code: code ?? 'card_declined', updated_at: now })
    .where('id', '=', recharge.id)
    .where('status', 'in', ['pending', 'requiresAction'])
    .execute();
}

/**
 * Brings a recharge in line with what the gateway says about its payment, in one transaction: credit on
 * success, the decline code on failure, the 3-D Secure address while the shopper still has to act.
 */
export async function applyPayment(services: Services, rechargeId: number, payment: Payment): Promise<RechargeRow> {
  const now = services.now();
  let mails: number[] = [];
  const row = await services.db.transaction().execute(async (tx) => {
    const recharge = await tx.selectFrom('recharges').selectAll().where('id', '=', rechargeId).executeTakeFirstOrThrow();
    if (payment.amountYen !== recharge.amount_yen) {
      // Signed by the gateway yet for another amount: a fault to look into, never a credit.
      services.log.error({ rechargeId, ref: payment.ref, gateway: payment.amountYen, ours: recharge.amount_yen }, 'gateway payment amount differs from the recharge');
      return recharge;
    }
    if (payment.status === 'succeeded') {
      ({ mails } = await creditAndPay(tx, services, recharge, payment.ref, now));
    } else if (payment.status === 'declined') {
      await failRecharge(tx, recharge, payment.ref, payment.declineCode, now);
    } else {
      await tx
        .updateTable('recharges')
        .set({ status: 'requiresAction', provider_ref: payment.ref, action_url: payment.actionUrl ?? null, updated_at: now })
        .where('id', '=', recharge.id)
        .where('status', '=', 'pending')
        .execute();
    }
    return tx.selectFrom('recharges').selectAll().where('id', '=', rechargeId).executeTakeFirstOrThrow();
  });
  services.mailer.deliverLater(mails);
  return row;
}

/** The recharge a gateway payment belongs to: we put its id in the payment's metadata when creating it. */
export function rechargeIdOf(payment: Payment): number | null {
  const id = Number(payment.metadata.rechargeId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
