// Saved cards: the browser tokenises the card at the gateway (src/lib/payment-provider.ts) and sends us
// the token with what may be shown of the card. A token pays once, so the gateway exchanges it for a card
// it keeps, and we store that card's reference: top-ups charge it again (server/handlers/wallet.ts). A card
// number in any field is refused: a page that sends one is broken, and we must never store it.
import type { Kysely, Transaction } from 'kysely';
import { constants } from '../../generated/constants';
import type { Database, SavedCardRow } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { lockUser } from '../money/ledger';
import { forgetCardLater } from '../payments/card-jobs';
import { CardNotSaved, GatewayUnavailable } from '../payments/provider';
import { luhnValid } from '../payments/test-gateway/cards';
import type { Services } from '../services';
import type { Handlers } from './types';

const { maxCards, holderNameMaxLength } = constants.personal;

/** Past the end of its expiry month (cards are good through the last day of the month printed on them). */
export const cardExpired = (month: number, year: number, now: number) => {
  const today = new Date(now);
  return year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
};

async function list(db: Kysely<Database>, userId: number, now: number) {
  const rows = await db.selectFrom('saved_cards').selectAll().where('user_id', '=', userId).orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
  return {
    items: rows.map((c: SavedCardRow) => ({
      id: c.id, brand: c.brand, last4: c.last4, expMonth: c.exp_month, expYear: c.exp_year, holderName: c.holder_name,
      isDefault: c.is_default === 1, expired: cardExpired(c.exp_month, c.exp_year, now),
    })),
    max: maxCards,
  };
}

const cardNumberRun = /\d{12,19}/g;

/** A card number typed where a name goes: a run of 12–19 digits passing Luhn anywhere in it, spaces and hyphens ignored. */
const holdsCardNumber = (value: string) => (value.replace(/[\s-]/g, '').match(cardNumberRun) ?? []).some(luhnValid);

/**
 * A card number sent where the gateway's token goes: the whole value is one. A token itself is random letters
 * and digits, which now and then hold a run of twelve digits that passes Luhn (about one token in 500 of the
 * test gateway's): judged by its runs, a real token would be refused.
 */
const isCardNumber = (value: string) => {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
};

async function owned(trx: Transaction<Database>, userId: number, id: number) {
  const card = await trx.selectFrom('saved_cards').select(['id', 'is_default', 'token']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!card) throw new ApiFailure(404, 'cardNotFound');
  return card;
}

/** The gateway's reference for the card of this token; the same token again answers the same card. */
async function keepCard(services: Services, token: string): Promise<string> {
  try {
    return (await services.payments.provider.saveCard(token)).ref;
  } catch (error) {
    if (error instanceof CardNotSaved) throw new ApiFailure(400, 'cardNotSaved', { field: 'token' });
    if (!(error instanceof GatewayUnavailable)) throw error;
    services.log.warn({ error: error.message }, 'card gateway unavailable');
    throw new ApiFailure(503, 'paymentUnavailable');
  }
}

export const cardHandlers: Handlers<'Sig.Front.User.AppCard.List' | 'Sig.Front.User.AppCard.Add' | 'Sig.Front.User.AppCard.SetDefault' | 'Sig.Front.User.AppCard.Delete'> = {
  async 'Sig.Front.User.AppCard.List'(ctx) {
    return list(ctx.db, ctx.user.id, ctx.now());
  },

  async 'Sig.Front.User.AppCard.Add'(ctx) {
    const { token, brand, last4, expMonth, expYear } = ctx.params;
    const holderName = ctx.params.holderName.trim();
    if (isCardNumber(token)) throw new ApiFailure(400, 'cardNumberRefused', { field: 'token' });
    for (const [field, value] of Object.entries({ brand, holderName })) {
      if (holdsCardNumber(value)) throw new ApiFailure(400, 'cardNumberRefused', { field });
    }
    if (!/^[A-Za-z0-9_-]{6,200}$/.test(token)) throw badField('token');
    if (!/^\d{4}$/.test(last4)) throw badField('last4');
    if (!/^[a-z]{2,20}$/.test(brand)) throw badField('brand');
    if (!holderName || holderName.length > holderNameMaxLength) throw badField('holderName');
    if (cardExpired(expMonth, expYear, ctx.now())) throw new ApiFailure(400, 'cardExpired', { field: 'expMonth' });
    // Asked before the limit is checked, so that a retried add finds its card already saved; a card the limit
    // then refuses stays unused at the gateway.
    const ref = await keepCard(ctx, token);
    await ctx.db.transaction().execute(async (trx) => {
      // Serialises this shopper's card changes, so two adds at once cannot pass the limit together.
      await lockUser(trx, ctx.dialect, ctx.user.id);
      const cards = await trx.selectFrom('saved_cards').select(['token']).where('user_id', '=', ctx.user.id).execute();
      // The same token sent again (a retried request) is the card already saved.
      if (cards.some((c) => c.token === ref)) return;
      if (cards.length >= maxCards) throw new ApiFailure(409, 'cardLimit', { max: maxCards });
      await trx
        .insertInto('saved_cards')
        .values({ user_id: ctx.user.id, token: ref, brand, last4, exp_month: expMonth, exp_year: expYear, holder_name: holderName, is_default: cards.length === 0 ? 1 : 0, created_at: ctx.now() })
        .execute();
    });
    return list(ctx.db, ctx.user.id, ctx.now());
  },

  async 'Sig.Front.User.AppCard.SetDefault'(ctx) {
    await ctx.db.transaction().execute(async (trx) => {
      await lockUser(trx, ctx.dialect, ctx.user.id);
      await owned(trx, ctx.user.id, ctx.params.id);
      await trx.updateTable('saved_cards').set({ is_default: 0 }).where('user_id', '=', ctx.user.id).where('is_default', '=', 1).execute();
      await trx.updateTable('saved_cards').set({ is_default: 1 }).where('id', '=', ctx.params.id).execute();
    });
    return list(ctx.db, ctx.user.id, ctx.now());
  },

  async 'Sig.Front.User.AppCard.Delete'(ctx) {
    await ctx.db.transaction().execute(async (trx) => {
      await lockUser(trx, ctx.dialect, ctx.user.id);
      const card = await owned(trx, ctx.user.id, ctx.params.id);
      await trx.deleteFrom('saved_cards').where('id', '=', card.id).execute();
      await forgetCardLater(trx, card.token, ctx.now());
      if (card.is_default !== 1) return;
      const newest = await trx.selectFrom('saved_cards').select('id').where('user_id', '=', ctx.user.id).orderBy('id', 'desc').executeTakeFirst();
      if (newest) await trx.updateTable('saved_cards').set({ is_default: 1 }).where('id', '=', newest.id).execute();
    });
    return list(ctx.db, ctx.user.id, ctx.now());
  },
};
