// What a card payment at checkout, postage or a group share pays. The card tops the wallet up by exactly
// what it charged (a plain recharge, credited by recharges.ts); the same transaction then pays the
// purpose from the wallet through the pay call's own code, under a savepoint: if the payment is refused
// (a line sold out, a changed total, a share paid meanwhile) only the payment rolls back, and the credit
// stays — the shopper's money is in the wallet, and the refusal is kept on the recharge to tell them why.
import { type Kysely, sql } from 'kysely';
import type { RechargePurpose } from '../../generated/api/schemas';
import type { LanguageCode } from '../../generated/languages';
import { payInTransaction } from '../checkout/pay';
import { cartItems } from '../checkout/items';
import type { Database, RechargeRow } from '../db/types';
import { dueOf, payShare } from '../groups/postage';
import { ApiFailure } from '../http/failure';
import { type MessageKey, t } from '../messages';
import { payParcelInTransaction } from '../parcels/pay';
import type { Services } from '../services';

type Tx = Kysely<Database>;

export type Purpose =
  | {
      kind: 'checkout'; key: string; language: LanguageCode; lineIds: number[]; addressId: number; serviceIds: string[];
      couponId?: number; points: number; expectedYen: number;
    }
  | { kind: 'parcel'; key: string; language: LanguageCode; parcelId: number; expectedYen: number }
  | { kind: 'groupShare'; key: string; language: LanguageCode; groupId: number; expectedYen: number };

/** The recharge's idempotency key for a purpose's payment key: one charge per key (':' is never in a recharge page's key). */
export const purposeRechargeKey = (purpose: Purpose) => `${purpose.kind}:${purpose.key}`;

const purposeOf = (recharge: RechargeRow): Purpose | null => (recharge.purpose === null ? null : (JSON.parse(recharge.purpose) as Purpose));

interface Refusal {
  key: MessageKey;
  vars: Record<string, string | number>;
}

async function payFor(tx: Tx, services: Services, userId: number, purpose: Purpose, now: number): Promise<{ refId: number; mails: number[] }> {
  switch (purpose.kind) {
    case 'checkout': {
      const { result, mails } = await payInTransaction(
        tx,
        services,
        {
          userId, language: purpose.language, idempotencyKey: purpose.key, addressId: purpose.addressId, services: purpose.serviceIds,
          couponId: purpose.couponId, points: purpose.points, expectedYen: purpose.expectedYen,
          items: (trx, at) => cartItems(trx, userId, purpose.lineIds, at),
        },
        now,
      );
      return { refId: result.id, mails };
    }
    case 'parcel': {
      const paid = await payParcelInTransaction(tx, services, userId, purpose.parcelId, purpose.key, purpose.expectedYen, now);
      return { refId: paid.id, mails: [] };
    }
    case 'groupShare': {
      const share = await tx.selectFrom('group_shares').selectAll().where('group_id', '=', purpose.groupId).where('user_id', '=', userId).executeTakeFirst();
      // Re-priced since the page showed it (a member left): not what the shopper agreed to pay.
      if (share && share.paid_at === null && dueOf(share) !== purpose.expectedYen) throw new ApiFailure(409, 'groupShareChanged');
      await payShare(tx, services, userId, purpose.groupId, purpose.key);
      const after = await tx.selectFrom('group_shares').select('idempotency_key').where('group_id', '=', purpose.groupId).where('user_id', '=', userId).executeTakeFirst();
      // payShare answers a share paid by another payment as it is; this card's money did not pay it.
      if (after?.idempotency_key !== purpose.key) throw new ApiFailure(409, 'groupSharePaidAlready');
      return { refId: purpose.groupId, mails: [] };
    }
  }
}

/**
 * Pays what a just-credited recharge was for, inside the crediting transaction; answers the mails to
 * deliver after commit. A refusal is recorded, never thrown: the credit must stand.
 */
export async function payPurpose(tx: Tx, services: Services, recharge: RechargeRow, now: number): Promise<number[]> {
  const purpose = purposeOf(recharge);
  if (!purpose || recharge.purpose_status !== null) return [];
  await sql`savepoint card_purpose`.execute(tx);
  try {
    const { refId, mails } = await payFor(tx, services, recharge.user_id, purpose, now);
    await sql`release savepoint card_purpose`.execute(tx);
    await tx.updateTable('recharges').set({ purpose_status: 'paid', purpose_ref_id: refId }).where('id', '=', recharge.id).execute();
    return mails;
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    await sql`rollback to savepoint card_purpose`.execute(tx);
    // Values that depend on the language are fixed in the one the shopper paid in.
    const vars = Object.fromEntries(Object.entries(error.vars).map(([k, v]) => [k, typeof v === 'function' ? v(purpose.language) : v]));
    const refusal: Refusal = { key: error.key, vars };
    services.log.info({ rechargeId: recharge.id, refusal: error.key }, 'card payment credited to the wallet, its purpose refused');
    await tx.updateTable('recharges').set({ purpose_status: 'refused', purpose_refusal: JSON.stringify(refusal) }).where('id', '=', recharge.id).execute();
    return [];
  }
}

/** The purpose as the pages show it, the refusal in the caller's language. */
export function purposeView(recharge: RechargeRow, language: LanguageCode): RechargePurpose | null {
  const purpose = purposeOf(recharge);
  if (!purpose) return null;
  const refusal = recharge.purpose_refusal === null ? null : (JSON.parse(recharge.purpose_refusal) as Refusal);
  return {
    kind: purpose.kind,
    status: recharge.purpose_status ?? 'waiting',
    refId: recharge.purpose_ref_id,
    refusal: refusal && t(language, refusal.key, refusal.vars),
  };
}
