// The personal centre hub's counts, membership levels and member-only offers. Levels come from the
// completed orders themselves (growth = what they cost, constants.personal.growthYenPerPoint yen a point),
// so there is no balance of growth to keep in step and nothing to earn twice.
import { type Kysely, sql } from 'kysely';
import { constants } from '../../generated/constants';
import { isOrderState } from '../../generated/orders';
import { levelFor, reachesLevel } from '../../src/lib/member-level';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/types';
import { ApiFailure } from '../http/failure';
import { accounts } from '../money/accounts';
import { growthOf, growthSql, sortedLevels } from '../personal/level';
import type { Handlers } from './types';

const { growthYenPerPoint: perPoint, specialOffers } = constants.personal;
const dayMs = 86_400_000;
const historyLimit = 50;


/**
 * Every count of the hub in one statement: each part is one set-based aggregate, tagged with a key, so the
 * database answers them all in one round trip whatever the shopper's number of orders.
 */
async function summaryRows(db: Kysely<Database>, userId: number, now: number): Promise<Map<string, number>> {
  const n = (expression: ReturnType<typeof sql>) => sql`cast(${expression} as bigint)`;
  const usable = sql`from coupons where user_id = ${userId} and used_at is null and expires_at > ${now}`;
  const { rows } = await sql<{ k: string; v: number | string }>`
    select ${sql`'o:' || state`} as k, ${n(sql`count(*)`)} as v from orders where user_id = ${userId} group by state
    union all select 'wallet', ${n(sql`coalesce(sum(amount), 0)`)} from ledger_entries where account = ${accounts.wallet(userId)} and currency = 'JPY'
    union all select 'points', ${n(sql`coalesce(sum(amount), 0)`)} from ledger_entries where account = ${accounts.points(userId)} and currency = 'PT'
    union all select 'coupons', ${n(sql`count(*)`)} ${usable}
    union all select 'couponExpires', ${n(sql`coalesce(min(expires_at), 0)`)} ${usable}
    union all select 'unread', ${n(sql`count(*)`)} from messages where user_id = ${userId} and read_at is null
    union all select 'parcelsToPay', ${n(sql`count(*)`)} from parcels where user_id = ${userId} and state = 'awaitingPayment'
    union all select 'bids', ${n(sql`count(*)`)} from auction_bids inner join auctions on auctions.goods_id = auction_bids.goods_id
      where auction_bids.user_id = ${userId} and auctions.status = 'running' and auction_bids.status in ('leading', 'outbid')
    union all select ${sql`'id:' || status`}, ${n(sql`1`)} from identity_verifications where user_id = ${userId}
    union all select 'cards', ${n(sql`count(*)`)} from saved_cards where user_id = ${userId}
    union all select 'growth', ${n(sql`(${growthSql(userId)})`)}
  `.execute(db);
  return new Map(rows.map((r) => [r.k, Number(r.v)]));
}

async function offers(db: Kysely<Database>, userId: number) {
  const { level } = levelFor(await growthOf(db, userId), sortedLevels);
  const claimed = new Set((await db.selectFrom('offer_claims').select('code').where('user_id', '=', userId).execute()).map((r) => r.code));
  return {
    level: level.id,
    items: specialOffers.map((o) => ({ ...o, eligible: reachesLevel(level.id, o.level, sortedLevels), claimed: claimed.has(o.code) })),
  };
}

export const personalHandlers: Handlers<'Sig.Front.User.AppPersonal.Summary' | 'Sig.Front.User.AppGrowth.Get' | 'Sig.Front.User.AppSpecial.List' | 'Sig.Front.User.AppSpecial.Claim'> = {
  async 'Sig.Front.User.AppPersonal.Summary'(ctx) {
    const values = await summaryRows(ctx.db, ctx.user.id, ctx.now());
    const get = (key: string) => values.get(key) ?? 0;
    const orders = [...values].flatMap(([k, count]) => {
      const state = k.slice(2);
      return k.startsWith('o:') && isOrderState(state) ? [{ state, count }] : [];
    });
    const identity = (['pending', 'verified', 'rejected'] as const).find((s) => values.has(`id:${s}`)) ?? 'none';
    return {
      orders, balanceYen: get('wallet'), points: get('points'), couponCount: get('coupons'),
      couponExpiresAt: get('couponExpires') ? new Date(get('couponExpires')).toISOString() : null,
      unreadMessages: get('unread'), warehouseOrders: get('o:arrived'), parcelsToPay: get('parcelsToPay'), runningBids: get('bids'),
      identity, cardCount: get('cards'), level: levelFor(get('growth'), sortedLevels).level.id,
    };
  },

  async 'Sig.Front.User.AppGrowth.Get'(ctx) {
    const [growth, rows] = await Promise.all([
      growthOf(ctx.db, ctx.user.id),
      ctx.db
        .selectFrom('orders')
        .select(['id', 'title', 'paid_yen', 'updated_at'])
        .where('user_id', '=', ctx.user.id)
        .where('state', '=', 'completed')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(historyLimit)
        .execute(),
    ]);
    const { level, next, toNext } = levelFor(growth, sortedLevels);
    return {
      growth, level: level.id, nextLevel: next?.id ?? null, toNext, levels: sortedLevels,
      history: rows.map((r) => ({ orderId: r.id, title: r.title, spentYen: r.paid_yen, growth: Math.floor(r.paid_yen / perPoint), time: new Date(r.updated_at).toISOString() })),
    };
  },

  async 'Sig.Front.User.AppSpecial.List'(ctx) {
    return offers(ctx.db, ctx.user.id);
  },

  async 'Sig.Front.User.AppSpecial.Claim'(ctx) {
    const offer = specialOffers.find((o) => o.code === ctx.params.code);
    if (!offer) throw new ApiFailure(404, 'offerNotFound');
    const { level } = levelFor(await growthOf(ctx.db, ctx.user.id), sortedLevels);
    if (!reachesLevel(level.id, offer.level, sortedLevels)) throw new ApiFailure(403, 'offerLevel', { level: offer.level });
    const now = ctx.now();
    try {
      await ctx.db.transaction().execute(async (trx) => {
        if (await trx.selectFrom('offer_claims').select('code').where('user_id', '=', ctx.user.id).where('code', '=', offer.code).executeTakeFirst()) {
          throw new ApiFailure(409, 'offerClaimed');
        }
        const coupon = await trx
          .insertInto('coupons')
          .values({ user_id: ctx.user.id, title: offer.code, amount_yen: offer.amountYen, min_spend_yen: offer.minSpendYen, expires_at: now + offer.validDays * dayMs, used_at: null, site: null, checkout_id: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The primary key (user, code) turns a claim racing this one into a unique violation: the coupon above rolls back with it.
        await trx.insertInto('offer_claims').values({ user_id: ctx.user.id, code: offer.code, coupon_id: coupon.id, created_at: now }).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiFailure(409, 'offerClaimed');
      throw error;
    }
    return offers(ctx.db, ctx.user.id);
  },
};
