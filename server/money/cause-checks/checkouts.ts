// A checkout's payment (server/checkout/pay.ts): wallet:<shopper> -cash, points:<shopper> -points, the
// coupon and the points' worth from promotions, and each of the checkout's orders funded with its total;
// exactly one per checkout.
import { accounts } from '../accounts';
import { type BookedTxn, type Books, amountIn, byRef, missing, otherShopper, txnName, unlessCount, unlessOnly } from '../books';

export async function checkCheckoutPayments(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const [checkouts, orders] = await Promise.all([
    books.db.selectFrom('checkouts').select(['id', 'user_id', 'cash_yen', 'total_yen', 'points_used']).orderBy('id').execute(),
    books.orders(),
  ]);
  const byId = new Map(checkouts.map((c) => [c.id, c]));
  const ordersOf = new Map<number, Set<string>>();
  for (const o of orders.values()) {
    if (o.checkout_id === null) continue;
    const set = ordersOf.get(o.checkout_id) ?? new Set<string>();
    ordersOf.set(o.checkout_id, set.add(accounts.order(o.id)));
  }
  const problems: (string | null)[] = [];
  for (const t of txns) {
    const checkout = t.refId === null ? undefined : byId.get(t.refId);
    const record = `checkout ${t.refId}`;
    if (!checkout) {
      problems.push(missing(t, record));
      continue;
    }
    problems.push(otherShopper(t, record, checkout.user_id));
    const own = ordersOf.get(checkout.id) ?? new Set<string>();
    const wallet = accounts.wallet(checkout.user_id);
    const points = accounts.points(checkout.user_id);
    problems.push(unlessOnly(t, (e) => own.has(e.account) || (e.currency === 'JPY' ? e.account === wallet || e.account === accounts.promotions : e.account === points), `a payment of ${record}`));
    const toOrders = (currency: 'JPY' | 'PT') => t.entries.filter((e) => e.currency === currency && own.has(e.account)).reduce((sum, e) => sum + e.amount, 0);
    const paid = { cash: -amountIn(t, wallet), points: -amountIn(t, points, 'PT'), ordersYen: toOrders('JPY'), ordersPoints: toOrders('PT') };
    if (paid.cash !== checkout.cash_yen || paid.points !== checkout.points_used || paid.ordersYen !== checkout.total_yen || paid.ordersPoints !== checkout.points_used) {
      problems.push(
        `${txnName(t)} takes ${paid.cash} yen and ${paid.points} points for ${paid.ordersYen} yen and ${paid.ordersPoints} points of orders, ` +
          `but ${record} charged ${checkout.cash_yen} yen and ${checkout.points_used} points for ${checkout.total_yen} yen of orders`,
      );
    }
  }
  const payments = byRef(txns);
  for (const c of checkouts) problems.push(unlessCount(`checkout ${c.id}`, payments.get(c.id) ?? [], 1, 'payments'));
  return problems;
}
