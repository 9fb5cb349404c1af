// The wallet (personal centre: payment, recharge, coupon, integral pages). Balances are sums of the
// shopper's ledger entries (server/money); a recharge charges a card token through the payment provider
// (server/payments) and is credited by the one idempotent function there, whichever of this call, a
// later status check or the gateway's webhook learns of the success first.
import { sql } from 'kysely';
import { constants } from '../../generated/constants';
import { testCards } from '../payments/test-gateway/cards';
import { isUniqueViolation } from '../db/errors';
import type { LedgerKind } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { ownPageAddress } from '../http/own-page';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { GatewayUnavailable } from '../payments/provider';
import { charge, rechargeAnswer, rechargeView, savedCardSource } from '../payments/charge';
import { applyPayment } from '../payments/recharges';
import type { Handlers } from './types';

const { historyPageSize: pageSize } = constants.wallet;
const iso = (ms: number) => new Date(ms).toISOString();
const offsetOf = (page: number | undefined) => ((page ?? 1) - 1) * pageSize;

/** Sums of one transaction's entries on the shopper's own accounts. */
function ownSums(userId: number) {
  const wallet = accounts.wallet(userId);
  const points = accounts.points(userId);
  const held = accounts.held(userId);
  return {
    accounts: [wallet, points, held],
    yen: sql<number>`sum(case when ledger_entries.account = ${wallet} and ledger_entries.currency = 'JPY' then ledger_entries.amount else 0 end)`,
    points: sql<number>`sum(case when ledger_entries.account = ${points} and ledger_entries.currency = 'PT' then ledger_entries.amount else 0 end)`,
    held: sql<number>`sum(case when ledger_entries.account = ${held} and ledger_entries.currency = 'JPY' then ledger_entries.amount else 0 end)`,
  };
}

export const walletHandlers: Handlers<
  | 'Sig.Front.Front.PaymentConfig'
  | 'Sig.Front.User.AppRecharge.Create'
  | 'Sig.Front.User.AppRecharge.Get'
  | 'Sig.Front.User.AppRecharge.List'
  | 'Sig.Front.User.AppWallet.Summary'
  | 'Sig.Front.User.AppWallet.History'
  | 'Sig.Front.User.AppCoupon.List'
  | 'Sig.Front.User.AppPoints.History'
> = {
  async 'Sig.Front.Front.PaymentConfig'(ctx) {
    const { publicKey, mode } = ctx.config.payments;
    return { publicKey, tokenUrl: ctx.payments.tokenUrl, mode, testCards: mode === 'test' ? [...testCards] : [] };
  },

  async 'Sig.Front.User.AppRecharge.Create'(ctx) {
    const { amountYen, token, cardId, idempotencyKey } = ctx.params;
    if ((token === undefined) === (cardId === undefined)) throw new ApiFailure(400, 'rechargeCardChoice', { field: token === undefined ? 'token' : 'cardId' });
    const { minRechargeYen: min, maxRechargeYen: max, idempotencyKeyMinLength, idempotencyKeyMaxLength } = constants.wallet;
    if (amountYen < min || amountYen > max) throw new ApiFailure(400, 'rechargeAmountRange', { field: 'amountYen', min, max });
    if (idempotencyKey.length < idempotencyKeyMinLength || idempotencyKey.length > idempotencyKeyMaxLength || !/^[A-Za-z0-9_-]+$/.test(idempotencyKey)) {
      throw badField('idempotencyKey');
    }
    // Our own page only: the gateway sends the shopper's browser there, so another site would be an open redirect.
    const returnUrl = ownPageAddress(ctx.params.returnUrl, ctx.config.publicUrl);
    if (returnUrl === null) throw badField('returnUrl', 'ownPageInvalid');
    const userId = ctx.user.id;
    const source = cardId === undefined ? { token: token! } : await savedCardSource(ctx, userId, cardId);
    const find = () => ctx.db.selectFrom('recharges').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    let recharge = await find();
    if (!recharge) {
      const now = ctx.now();
      try {
        recharge = await ctx.db
          .insertInto('recharges')
          .values({ user_id: userId, amount_yen: amountYen, status: 'pending', provider: ctx.payments.provider.name, provider_ref: null, idempotency_key: idempotencyKey, action_url: null, failure_code: null, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        // The same attempt sent twice at once: the other request made the row.
        if (!isUniqueViolation(error)) throw error;
        recharge = (await find())!;
      }
    }
    if (recharge.amount_yen !== amountYen) throw new ApiFailure(409, 'idempotencyKeyReused');
    // Pending: first time here, or an earlier try never heard the gateway's answer; the gateway's own
    // idempotency key makes asking again safe. Anything else is this attempt's answer already.
    if (recharge.status === 'pending') recharge = await charge(ctx, recharge, source, returnUrl);
    return rechargeAnswer(ctx.db, recharge, ctx.language);
  },

  async 'Sig.Front.User.AppRecharge.Get'(ctx) {
    let recharge = await ctx.db.selectFrom('recharges').selectAll().where('id', '=', ctx.params.id).where('user_id', '=', ctx.user.id).executeTakeFirst();
    if (!recharge) throw new ApiFailure(404, 'rechargeNotFound');
    // Not final yet: the gateway knows more than we do if its webhook is late.
    if ((recharge.status === 'pending' || recharge.status === 'requiresAction') && recharge.provider_ref) {
      try {
        recharge = await applyPayment(ctx, recharge.id, await ctx.payments.provider.retrieve(recharge.provider_ref));
      } catch (error) {
        if (!(error instanceof GatewayUnavailable)) throw error;
        ctx.log.warn({ rechargeId: recharge.id, error: error.message }, 'card gateway unavailable');
      }
    }
    return rechargeAnswer(ctx.db, recharge, ctx.language);
  },

  async 'Sig.Front.User.AppRecharge.List'(ctx) {
    const base = ctx.db.selectFrom('recharges').where('user_id', '=', ctx.user.id);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(pageSize).offset(offsetOf(ctx.params.page)).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(count.n), page: ctx.params.page ?? 1, pageSize, items: rows.map(rechargeView) };
  },

  async 'Sig.Front.User.AppWallet.Summary'(ctx) {
    const userId = ctx.user.id;
    const [balanceYen, points, heldYen, coupons] = await Promise.all([
      balance(ctx.db, accounts.wallet(userId)),
      balance(ctx.db, accounts.points(userId), 'PT'),
      balance(ctx.db, accounts.held(userId)),
      ctx.db.selectFrom('coupons').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).where('expires_at', '>', ctx.now()).executeTakeFirstOrThrow(),
    ]);
    return { balanceYen, points, heldYen, couponCount: Number(coupons.n) };
  },

  async 'Sig.Front.User.AppWallet.History'(ctx) {
    const own = ownSums(ctx.user.id);
    let movements = ctx.db
      .selectFrom('ledger_transactions')
      .innerJoin('ledger_entries', 'ledger_entries.txn_id', 'ledger_transactions.id')
      .where('ledger_entries.account', 'in', own.accounts);
    if (ctx.params.kind) movements = movements.where('ledger_transactions.kind', '=', ctx.params.kind);
    const [rows, count] = await Promise.all([
      movements
        .select(['ledger_transactions.id', 'ledger_transactions.kind', 'ledger_transactions.ref_type', 'ledger_transactions.ref_id', 'ledger_transactions.created_at'])
        .select([own.yen.as('yen'), own.points.as('points'), own.held.as('held')])
        .groupBy(['ledger_transactions.id', 'ledger_transactions.kind', 'ledger_transactions.ref_type', 'ledger_transactions.ref_id', 'ledger_transactions.created_at'])
        .orderBy('ledger_transactions.id', 'desc')
        .limit(pageSize)
        .offset(offsetOf(ctx.params.page))
        .execute(),
      movements.select((eb) => eb.fn.count<number>('ledger_transactions.id').distinct().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.n),
      page: ctx.params.page ?? 1,
      pageSize,
      items: rows.map((r) => ({
        id: r.id, kind: r.kind as LedgerKind, amountYen: Number(r.yen), points: Number(r.points), heldYen: Number(r.held), time: iso(Number(r.created_at)),
        refType: r.ref_type, refId: r.ref_id,
      })),
    };
  },

  async 'Sig.Front.User.AppCoupon.List'(ctx) {
    const now = ctx.now();
    const mine = ctx.db.selectFrom('coupons').where('user_id', '=', ctx.user.id);
    const usable = mine.where('used_at', 'is', null).where('expires_at', '>', now);
    const used = mine.where('used_at', 'is not', null);
    const expired = mine.where('used_at', 'is', null).where('expires_at', '<=', now);
    const ordered = {
      usable: usable.orderBy('expires_at', 'asc'),
      used: used.orderBy('used_at', 'desc'),
      expired: expired.orderBy('expires_at', 'desc'),
    }[ctx.params.status];
    const countOf = (q: typeof mine) => q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n));
    const [rows, nUsable, nUsed, nExpired] = await Promise.all([
      ordered.selectAll().orderBy('id', 'desc').limit(pageSize).offset(offsetOf(ctx.params.page)).execute(),
      countOf(usable),
      countOf(used),
      countOf(expired),
    ]);
    const counts = { usable: nUsable, used: nUsed, expired: nExpired };
    return {
      total: counts[ctx.params.status],
      page: ctx.params.page ?? 1,
      pageSize,
      counts,
      items: rows.map((c) => ({
        id: c.id, title: c.title, amountYen: c.amount_yen, minSpendYen: c.min_spend_yen, site: c.site as never, expiresAt: iso(c.expires_at),
        usedAt: c.used_at === null ? null : iso(c.used_at),
      })),
    };
  },

  async 'Sig.Front.User.AppPoints.History'(ctx) {
    const account = accounts.points(ctx.user.id);
    const entries = ctx.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.txn_id')
      .where('ledger_entries.account', '=', account)
      .where('ledger_entries.currency', '=', 'PT');
    const [rows, count, points] = await Promise.all([
      entries
        .select(['ledger_transactions.id', 'ledger_transactions.kind', 'ledger_transactions.ref_type', 'ledger_transactions.ref_id', 'ledger_transactions.created_at'])
        .select((eb) => eb.fn.sum<number>('ledger_entries.amount').as('points'))
        .groupBy(['ledger_transactions.id', 'ledger_transactions.kind', 'ledger_transactions.ref_type', 'ledger_transactions.ref_id', 'ledger_transactions.created_at'])
        .orderBy('ledger_transactions.id', 'desc')
        .limit(pageSize)
        .offset(offsetOf(ctx.params.page))
        .execute(),
      entries.select((eb) => eb.fn.count<number>('ledger_transactions.id').distinct().as('n')).executeTakeFirstOrThrow(),
      balance(ctx.db, account, 'PT'),
    ]);
    return {
      balance: points,
      total: Number(count.n),
      page: ctx.params.page ?? 1,
      pageSize,
      items: rows.map((r) => ({ id: r.id, kind: r.kind as LedgerKind, points: Number(r.points), time: iso(Number(r.created_at)), refType: r.ref_type, refId: r.ref_id })),
    };
  },
};
