// Orders for tests, until checkout makes them: one checkout (an order set) whose orders are inserted with
// the state a new order of their kind starts in, and whose first payment is posted to the real ledger
// exactly as checkout does it (server/money/ledger.ts): the wallet is funded by a card recharge first
// (gateway −X, wallet +X; points as a haul's reward: money-fixture.ts), then per order i with total_i, coupon share d_i,
// points p_i and cash c_i = total_i − d_i − p_i: JPY wallet −Σc_i, promotions −Σ(d_i+p_i), order:i
// +total_i; PT points −Σp_i, order:i +p_i. A coupon covering the set is marked used by the checkout.
import type { Kysely } from 'kysely';
import { initialOrderState } from '../../generated/orders';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/types';
import { accounts } from '../money/accounts';
import { post } from '../money/ledger';
import { awardPoints, topUp } from './money-fixture';

export interface FixtureItem {
  kind?: 'cart' | 'anybuy';
  site?: string | null;
  externalId?: string | null;
  title?: string;
  url?: string;
  imageUrl?: string | null;
  priceYen: number;
  quantity?: number;
  proxyFeeYen?: number;
  domesticYen?: number;
  servicesYen?: number;
  /** This order's share of the coupon. */
  discountYen?: number;
  pointsUsed?: number;
}

export interface FixtureCheckout {
  checkoutId: number;
  orderIds: number[];
  couponId: number | null;
}

export async function userIdOf(db: Kysely<Database>, email: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** Inserts a paid order set for the shopper; `coupon` makes the coupon the discounts come from. */
export async function fixtureCheckout(
  db: Kysely<Database>,
  dialect: Dialect,
  userId: number,
  items: readonly FixtureItem[],
  options: { coupon?: boolean; now?: number } = {},
): Promise<FixtureCheckout> {
  const now = options.now ?? Date.now();
  const lines = items.map((item, i) => {
    const quantity = item.quantity ?? 1;
    const proxyFeeYen = item.proxyFeeYen ?? 300 * quantity;
    const domesticYen = item.domesticYen ?? 0;
    const servicesYen = item.servicesYen ?? 0;
    const discountYen = item.discountYen ?? 0;
    const pointsUsed = item.pointsUsed ?? 0;
    const total = item.priceYen * quantity + proxyFeeYen + domesticYen + servicesYen;
    return { item, i, quantity, proxyFeeYen, domesticYen, servicesYen, discountYen, pointsUsed, total, cash: total - discountYen - pointsUsed };
  });
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  const cash = sum((l) => l.cash);
  const points = sum((l) => l.pointsUsed);
  const discount = sum((l) => l.discountYen);

  return db.transaction().execute(async (tx) => {
    await topUp(tx, dialect, userId, cash, now);
    await awardPoints(tx, dialect, userId, points, now);
    const checkout = await tx
      .insertInto('checkouts')
      .values({
        user_id: userId, idempotency_key: `fixture-${now}-${Math.random().toString(36).slice(2)}`, address: '{}', services: '[]', coupon_id: null,
        goods_yen: sum((l) => l.item.priceYen * l.quantity), fees_yen: sum((l) => l.proxyFeeYen), domestic_yen: sum((l) => l.domesticYen),
        services_yen: sum((l) => l.servicesYen), discount_yen: discount, points_used: points, total_yen: sum((l) => l.total), cash_yen: cash, created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let couponId: number | null = null;
    if (options.coupon) {
      const coupon = await tx
        .insertInto('coupons')
        .values({ user_id: userId, title: 'Fixture coupon', amount_yen: discount, min_spend_yen: 0, expires_at: now + 30 * 86_400_000, used_at: now, site: null, checkout_id: checkout.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      couponId = coupon.id;
      await tx.updateTable('checkouts').set({ coupon_id: couponId }).where('id', '=', checkout.id).execute();
    }
    const orderIds: number[] = [];
    for (const l of lines) {
      const kind = l.item.kind ?? 'cart';
      const row = await tx
        .insertInto('orders')
        .values({
          user_id: userId, checkout_id: checkout.id, kind, state: initialOrderState[kind], site: l.item.site ?? null, external_id: l.item.externalId ?? null,
          type: null, url: l.item.url ?? `https://example.com/item/${now}-${l.i}`, title: l.item.title ?? `Fixture item ${l.i + 1}`, image_url: l.item.imageUrl ?? null,
          seller_id: null, seller_name: 'Fixture seller', quantity: l.quantity, options: null, remark: null, price_yen: l.item.priceYen,
          proxy_fee_yen: l.proxyFeeYen, domestic_yen: l.domesticYen, services_yen: l.servicesYen, discount_yen: l.discountYen,
          points_used: l.pointsUsed, paid_yen: l.cash, proposed_price_yen: null, weight_grams: null, length_cm: null, width_cm: null,
          height_cm: null, domestic_carrier: null, domestic_tracking: null, carrier: null, tracking_no: null, reason: null,
          created_at: now + l.i, updated_at: now, delivered_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orderIds.push(row.id);
    }
    await post(tx, dialect, { kind: 'payment', userId, refType: 'checkout', refId: checkout.id }, [
      { account: accounts.wallet(userId), amount: -cash },
      { account: accounts.promotions, amount: -(discount + points) },
      ...lines.map((l, i) => ({ account: accounts.order(orderIds[i]!), amount: l.total })),
      { account: accounts.points(userId), amount: -points, currency: 'PT' as const },
      ...lines.map((l, i) => ({ account: accounts.order(orderIds[i]!), amount: l.pointsUsed, currency: 'PT' as const })),
    ], now);
    return { checkoutId: checkout.id, orderIds, couponId };
  });
}
