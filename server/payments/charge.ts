// Charging a card for a recharge: a plain top-up (the recharge page) or a card payment at checkout,
// postage or a group share (a top-up of exactly what it pays, purposes.ts). The gateway is asked once per
// recharge (its own idempotency key), and what it answers is applied by recharges.ts.
import type { Kysely } from 'kysely';
import type { RechargeAnswer } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { LanguageCode } from '../../generated/languages';
import { isUniqueViolation } from '../db/errors';
import type { Database, RechargeRow } from '../db/types';
import { faultPoint } from '../faults/point';
import { cardExpired } from '../handlers/cards';
import { ApiFailure, badField } from '../http/failure';
import { ownPageAddress } from '../http/own-page';
import { accounts } from '../money/accounts';
import { balance, lockUser } from '../money/ledger';
import { yenText } from '../orders/notify';
import type { Services } from '../services';
import { GatewayUnavailable, type PaymentSource } from './provider';
import { type Purpose, purposeRechargeKey, purposeView } from './purposes';
import { applyPayment } from './recharges';

const iso = (ms: number) => new Date(ms).toISOString();

export function rechargeView(r: RechargeRow) {
  return {
    id: r.id, amountYen: r.amount_yen, status: r.status, actionUrl: r.status === 'requiresAction' ? r.action_url : null,
    declineCode: r.status === 'failed' ? r.failure_code : null, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
  };
}

export async function rechargeAnswer(db: Kysely<Database>, r: RechargeRow, language: LanguageCode): Promise<RechargeAnswer> {
  return { recharge: rechargeView(r), balanceYen: await balance(db, accounts.wallet(r.user_id)), purpose: purposeView(r, language) };
}

/** Asks the gateway for the payment and applies what it says; a gateway that is down leaves the recharge as it was. */
export async function charge(services: Services, r: RechargeRow, source: PaymentSource, returnPage: string): Promise<RechargeRow> {
  // The page the shopper comes back to after a 3-D Secure step learns which recharge to show from it.
  const returnUrl = new URL(returnPage);
  returnUrl.searchParams.set('recharge', String(r.id));
  try {
    const payment = await services.payments.provider.createPayment({
      amountYen: r.amount_yen,
      source,
      // One gateway payment per recharge, however often the shopper's page retries.
      idempotencyKey: `recharge-${r.id}`,
      returnUrl: returnUrl.toString(),
      metadata: { rechargeId: String(r.id), userId: String(r.user_id) },
    });
    // The card is charged and we have not written it down yet: the gap the webhook and a retry close.
    await faultPoint('recharge:after-gateway');
    return await applyPayment(services, r.id, payment);
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    services.log.warn({ rechargeId: r.id, error: error.message }, 'card gateway unavailable');
    throw new ApiFailure(503, 'paymentUnavailable');
  }
}

/** One of the shopper's saved cards, as the gateway knows it; another shopper's is not found. */
export async function savedCardSource(services: Services, userId: number, cardId: number): Promise<PaymentSource> {
  const card = await services.db.selectFrom('saved_cards').select(['token', 'exp_month', 'exp_year']).where('id', '=', cardId).where('user_id', '=', userId).executeTakeFirst();
  if (!card) throw new ApiFailure(404, 'cardNotFound');
  if (cardExpired(card.exp_month, card.exp_year, services.now())) throw new ApiFailure(409, 'cardExpired');
  return { card: card.token };
}

/** The card and return page of a payment call, checked: exactly one of a new card's token and a saved card. */
export async function cardSource(services: Services, userId: number, params: { token?: string; cardId?: number; returnUrl: string }) {
  const { token, cardId } = params;
  if ((token === undefined) === (cardId === undefined)) throw new ApiFailure(400, 'rechargeCardChoice', { field: token === undefined ? 'token' : 'cardId' });
  // Our own page only: the gateway sends the shopper's browser there, so another site would be an open redirect.
  const returnUrl = ownPageAddress(params.returnUrl, services.config.publicUrl);
  if (returnUrl === null) throw badField('returnUrl', 'ownPageInvalid');
  const source = cardId === undefined ? { token: token! } : await savedCardSource(services, userId, cardId);
  return { source, returnUrl };
}

export interface CardPayment {
  userId: number;
  language: LanguageCode;
  purpose: Purpose;
  token?: string;
  cardId?: number;
  returnUrl: string;
  /** For the wallet's shortfall, or the whole amount. */
  cardPays: 'shortfall' | 'whole';
  /** What the page said the card would be charged. */
  cardYen: number;
  /** Inside the transaction, the shopper locked: what paying costs now (with the purpose's own refusals) and what the wallet holds. */
  due(tx: Kysely<Database>, now: number): Promise<{ totalYen: number; walletYen: number }>;
}

/**
 * A card payment for a purpose: a recharge of exactly the shortfall or the whole, keyed by the purpose's
 * key, so a double click, a retry or a reload charges once; its credit pays the purpose. A declined card
 * or a refused payment leaves the key spent: the page tries again with a new one.
 */
export async function payByCard(services: Services, request: CardPayment): Promise<RechargeAnswer> {
  const { userId, purpose } = request;
  const { source, returnUrl } = await cardSource(services, userId, request);
  const key = purposeRechargeKey(purpose);
  const find = (db: Kysely<Database>) => db.selectFrom('recharges').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  let recharge = await find(services.db);
  if (!recharge) {
    try {
      recharge = await services.db.transaction().execute(async (tx) => {
        const now = services.now();
        await lockUser(tx, services.dialect, userId);
        const made = await find(tx);
        if (made) return made;
        const { totalYen, walletYen } = await request.due(tx, now);
        const cardYen = request.cardPays === 'whole' ? totalYen : totalYen - walletYen;
        if (cardYen <= 0) throw new ApiFailure(409, 'cardNotNeeded');
        if (cardYen > constants.wallet.maxRechargeYen) throw new ApiFailure(409, 'cardChargeTooLarge', { amount: yenText(constants.wallet.maxRechargeYen) });
        if (cardYen !== request.cardYen) throw new ApiFailure(409, 'cardChargeChanged', { amount: yenText(cardYen) }, {}, { cardYen });
        return tx
          .insertInto('recharges')
          .values({
            user_id: userId, amount_yen: cardYen, status: 'pending', provider: services.payments.provider.name, provider_ref: null, idempotency_key: key,
            action_url: null, failure_code: null, purpose: JSON.stringify(purpose), created_at: now, updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    } catch (error) {
      // The same attempt sent twice at once: the other request made the row.
      if (!isUniqueViolation(error)) throw error;
      recharge = (await find(services.db))!;
    }
  }
  // Pending: first time here, or an earlier try never heard the gateway's answer; asking again is safe.
  if (recharge.status === 'pending') recharge = await charge(services, recharge, source, returnUrl);
  return rechargeAnswer(services.db, recharge, request.language);
}
