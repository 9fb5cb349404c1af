// An order set as the pay call answers it and the success page reads it: the first payment's figures, the
// address it ships to, and its orders with their state now.
import type { Kysely } from 'kysely';
import type { CheckoutAddress, CheckoutResult } from '../../generated/api/schemas';
import type { OrderState } from '../../generated/orders';
import { isSiteId } from '../../generated/sites';
import type { CheckoutRow, Database } from '../db/types';

export async function checkoutResult(db: Kysely<Database>, checkout: CheckoutRow): Promise<CheckoutResult> {
  const orders = await db.selectFrom('orders').selectAll().where('checkout_id', '=', checkout.id).orderBy('id').execute();
  return {
    id: checkout.id,
    createdAt: new Date(checkout.created_at).toISOString(),
    goodsYen: checkout.goods_yen,
    feesYen: checkout.fees_yen,
    domesticYen: checkout.domestic_yen,
    servicesYen: checkout.services_yen,
    discountYen: checkout.discount_yen,
    pointsUsed: checkout.points_used,
    totalYen: checkout.total_yen,
    cashYen: checkout.cash_yen,
    address: JSON.parse(checkout.address) as CheckoutAddress,
    orders: orders.map((o) => ({
      id: o.id,
      kind: o.kind,
      state: o.state as OrderState,
      site: o.site !== null && isSiteId(o.site) ? o.site : null,
      title: o.title,
      imageUrl: o.image_url,
      quantity: o.quantity,
      priceYen: o.price_yen,
      totalYen: o.price_yen * o.quantity + o.proxy_fee_yen + o.domestic_yen + o.services_yen,
      paidYen: o.paid_yen,
    })),
  };
}

export async function findCheckout(db: Kysely<Database>, userId: number, where: { id: number } | { key: string }): Promise<CheckoutRow | undefined> {
  let query = db.selectFrom('checkouts').selectAll().where('user_id', '=', userId);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('idempotency_key', '=', where.key);
  return query.executeTakeFirst();
}
