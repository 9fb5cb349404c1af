// The first payment of an order set, in one database transaction: one checkouts row per (shopper, key),
// one order per item in its kind's initial state with a 'created' event, the ledger payment (wallet,
// coupon and points to the orders' accounts), the coupon marked used and the bought cart lines removed.
//
// Concurrency: the shopper is locked first (PostgreSQL: a row lock; SQLite runs one transaction at a time),
// then the key is looked up. So of many requests with one key the first pays and the rest answer its order
// set; of many with different keys over the same lines the first pays and the rest find the lines gone.
import type { Kysely } from 'kysely';
import type { CheckoutResult } from '../../generated/api/schemas';
import { constants } from '../../generated/constants';
import type { LanguageCode } from '../../generated/languages';
import { initialOrderState } from '../../generated/orders';
import { isUniqueViolation } from '../db/errors';
import { faultPoint } from '../faults/point';
import type { Database } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { t } from '../messages';
import { accounts } from '../money/accounts';
import { balance, lockUser, post } from '../money/ledger';
import type { Services } from '../services';
import { addressOf } from './addresses';
import { couponForPay, termsOf } from './coupons';
import type { CheckoutItem } from './items';
import { acceptedNotices, missingNotices } from './notices';
import { checkServiceIds } from './preview';
import { quoteServices, priceOrders } from './pricing';
import { notifyOrderPlaced, yenText } from '../orders/notify';
import { checkoutResult, findCheckout } from './result';
import { siteName } from './site-names';

type Tx = Kysely<Database>;

export interface PayRequest {
  userId: number;
  language: LanguageCode;
  idempotencyKey: string;
  addressId: number;
  services: readonly string[];
  couponId?: number;
  points: number;
  /**
   * What the page said the wallet would be charged (the preview's cashYen). A fee, a seller's domestic
   * shipping or a coupon's terms changed since, or choices changed in another tab, make the charge differ:
   * then nothing is charged and the 409 names the new amount. Goods prices have their own check per line.
   */
  expectedYen?: number;
  /** Reads what is bought, inside the transaction (after the shopper is locked). */
  items(tx: Tx, now: number): Promise<CheckoutItem[]>;
}

const changedKeys = { soldOut: 'lineSoldOut', unavailable: 'lineUnavailable', priceChanged: 'priceChanged' } as const;

export async function pay(services: Services, request: PayRequest): Promise<CheckoutResult> {
  const { db } = services;
  try {
    const { result, mails } = await db.transaction().execute((tx) => payInTransaction(tx, services, request, services.now()));
    await faultPoint('checkout:after-commit');
    services.mailer.deliverLater(mails);
    return result;
  } catch (error) {
    // Two first requests with one key raced past the lookup (no row to lock yet): the loser answers the winner's set.
    if (!isUniqueViolation(error)) throw error;
    const done = await findCheckout(db, request.userId, { key: request.idempotencyKey });
    if (!done) throw error;
    return checkoutResult(db, done);
  }
}

/**
 * The payment inside the caller's transaction: the pay call's, or the one that credits a card payment made
 * for this checkout (server/payments/purposes.ts). The mails are the caller's to deliver after commit.
 */
export async function payInTransaction(tx: Tx, services: Services, request: PayRequest, now: number): Promise<{ result: CheckoutResult; mails: number[] }> {
  const serviceIds = checkServiceIds(request.services);
  await lockUser(tx, services.dialect, request.userId);
  const done = await findCheckout(tx, request.userId, { key: request.idempotencyKey });
  if (done) return { result: await checkoutResult(tx, done), mails: [] };
  return payOnce(tx, services, request, serviceIds, now);
}

/**
 * What the checkout would take from the wallet and what the wallet holds, after every check the payment
 * makes but the balance (a card pays the difference): for the card payment's amount.
 */
export async function checkoutCharge(tx: Tx, services: Services, request: PayRequest, now: number): Promise<{ cashYen: number; walletYen: number }> {
  await lockUser(tx, services.dialect, request.userId);
  const { pricing, walletYen } = await priceCheckout(tx, request, checkServiceIds(request.services), now);
  return { cashYen: pricing.cashYen, walletYen };
}

async function priceCheckout(tx: Tx, request: PayRequest, serviceIds: string[], now: number) {
  const { userId, language } = request;
  const items = await request.items(tx, now);
  if (items.length === 0) throw badField('lineIds');
  if (items.length > constants.checkout.maxLines) throw badField('lineIds');
  const changed = items.find((i) => i.status !== 'ok');
  if (changed) throw new ApiFailure(409, changedKeys[changed.status as keyof typeof changedKeys], { title: changed.order.title });

  const address = await tx.selectFrom('addresses').selectAll().where('id', '=', request.addressId).where('user_id', '=', userId).executeTakeFirst();
  if (!address) throw new ApiFailure(404, 'addressNotFound');

  const missing = missingNotices(items.map((i) => i.noticeSite), await acceptedNotices(tx, userId));
  if (missing[0]) {
    const site = missing[0].site === 'anybuy' ? t(language, 'anybuyShops') : siteName(language, missing[0].site);
    throw new ApiFailure(409, 'buyNoticeRequired', { site });
  }

  const lines = items.map((i) => i.price);
  const tooHeavy = quoteServices(lines).find((s) => serviceIds.includes(s.id) && !s.available);
  if (tooHeavy) throw new ApiFailure(409, 'serviceTooHeavy', { kg: (tooHeavy.maxGrams ?? 0) / 1000 });

  const coupon = request.couponId === undefined ? null : await couponForPay(tx, userId, request.couponId, lines, now);
  const pricing = priceOrders({ lines, services: serviceIds, coupon: coupon && termsOf(coupon), points: request.points });
  if (request.points > pricing.pointsMax) throw new ApiFailure(400, 'pointsTooMany', { field: 'points', max: pricing.pointsMax });
  if (request.points > (await balance(tx, accounts.points(userId), 'PT'))) throw new ApiFailure(409, 'insufficientPoints');
  if (request.expectedYen !== undefined && request.expectedYen !== pricing.cashYen) {
    throw new ApiFailure(409, 'checkoutChargeChanged', { amount: yenText(pricing.cashYen) }, {}, { cashYen: pricing.cashYen });
  }
  const walletYen = await balance(tx, accounts.wallet(userId), 'JPY');
  return { items, address, coupon, pricing, walletYen };
}

async function payOnce(tx: Tx, services: Services, request: PayRequest, serviceIds: string[], now: number): Promise<{ result: CheckoutResult; mails: number[] }> {
  const { userId } = request;
  const { items, address, coupon, pricing, walletYen } = await priceCheckout(tx, request, serviceIds, now);
  if (pricing.cashYen > walletYen) {
    throw new ApiFailure(409, 'insufficientBalance', {}, {}, { shortfallYen: pricing.cashYen - walletYen });
  }

  const checkout = await tx
    .insertInto('checkouts')
    .values({
      user_id: userId, idempotency_key: request.idempotencyKey, address: JSON.stringify(addressOf(address)), services: JSON.stringify(serviceIds),
      coupon_id: coupon?.id ?? null, goods_yen: pricing.goodsYen, fees_yen: pricing.proxyFeeYen, domestic_yen: pricing.domesticYen,
      services_yen: pricing.servicesYen, discount_yen: pricing.discountYen, points_used: pricing.pointsUsed, total_yen: pricing.totalYen,
      cash_yen: pricing.cashYen, created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const orderIds: number[] = [];
  const mails: number[] = [];
  for (const [i, item] of items.entries()) {
    const price = pricing.orders[i]!;
    const state = initialOrderState[item.kind];
    const { id } = await tx
      .insertInto('orders')
      .values({
        ...item.order, user_id: userId, checkout_id: checkout.id, kind: item.kind, state, quantity: item.price.quantity,
        price_yen: item.price.priceYen, proxy_fee_yen: price.proxyFeeYen, domestic_yen: price.domesticYen, services: JSON.stringify(serviceIds),
        services_yen: price.servicesYen, discount_yen: price.discountYen, points_used: price.pointsUsed, paid_yen: price.cashYen,
        created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    orderIds.push(id);
    await tx
      .insertInto('order_events')
      .values({ order_id: id, action: 'created', from_state: null, to_state: state, actor: 'shopper', actor_id: userId, note: null, created_at: now })
      .execute();
    const mail = await notifyOrderPlaced(tx, services, { id, user_id: userId, kind: item.kind, title: item.order.title, paid_yen: price.cashYen, checkout_id: checkout.id });
    if (mail !== null) mails.push(mail);
  }

  await post(
    tx,
    services.dialect,
    { kind: 'payment', userId, refType: 'checkout', refId: checkout.id },
    [
      { account: accounts.wallet(userId), amount: -pricing.cashYen },
      { account: accounts.promotions, amount: -(pricing.discountYen + pricing.pointsYen) },
      ...pricing.orders.map((o, i) => ({ account: accounts.order(orderIds[i]!), amount: o.totalYen })),
      { account: accounts.points(userId), amount: -pricing.pointsUsed, currency: 'PT' as const },
      ...pricing.orders.map((o, i) => ({ account: accounts.order(orderIds[i]!), amount: o.pointsUsed, currency: 'PT' as const })),
    ],
    now,
  );

  if (coupon) {
    const used = await tx.updateTable('coupons').set({ used_at: now, checkout_id: checkout.id }).where('id', '=', coupon.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new ApiFailure(409, 'couponUsed');
  }
  const bought = items.flatMap((i) => (i.lineId === null ? [] : [i.lineId]));
  if (bought.length > 0) await tx.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', bought).execute();
  return { result: await checkoutResult(tx, checkout), mails };
}
