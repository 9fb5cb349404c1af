// Movements booked against one order (server/orders/transition.ts, server/auctions/won.ts,
// server/ops/actions.ts). The order's own account is checked whole in reconcile.ts; here each transaction
// is checked against the order (and the appeal) that caused it, and each order against the transactions
// its history calls for.
import { type OrderEffect, orderActions } from '../../../generated/orders';
import { accounts } from '../accounts';
import { type BookedTxn, type Books, type OrderFacts, amountIn, byRef, missing, otherShopper, txnName, unlessCount, unlessEntries, unlessOnly } from '../books';
import { appealOfMemo } from '../memos';

const effectActions = (effect: OrderEffect) => Object.entries(orderActions).filter(([, def]) => def.effects.includes(effect));
/** The states an order can only be in once the effect has happened: where its actions lead, never left. */
const statesAfter = (effect: OrderEffect) => {
  const to = new Set(effectActions(effect).map(([, def]) => def.to as string));
  for (const def of Object.values(orderActions)) for (const from of def.from) to.delete(from);
  return to;
};
/** Orders whose money went back to the shopper. */
export const refundedStates = statesAfter('refund');
const earnedStates = statesAfter('earnPoints');

/** Each transaction's order, or the problem that it names none; then `check` on the pairs found. */
async function perOrder(txns: readonly BookedTxn[], books: Books, check: (t: BookedTxn, order: OrderFacts, record: string) => (string | null)[]): Promise<(string | null)[]> {
  const orders = await books.orders();
  return txns.flatMap((t) => {
    const order = t.refId === null ? undefined : orders.get(t.refId);
    const record = `order ${t.refId}`;
    if (!order) return [missing(t, record)];
    return [otherShopper(t, record, order.user_id), ...check(t, order, `${record} (${order.kind}, ${order.state})`)];
  });
}

/** A won auction's domestic postage (server/auctions/won.ts): wallet -due, order +due, once, due as the order records it. */
export async function checkWonPostage(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const problems = await perOrder(txns, books, (t, order, record) => [
    order.kind === 'auction' ? null : `${txnName(t)} pays postage of ${record}, which is not a won auction`,
    unlessEntries(t, [
      { account: accounts.wallet(order.user_id), currency: 'JPY', amount: -order.domestic_yen },
      { account: accounts.order(order.id), currency: 'JPY', amount: order.domestic_yen },
    ], `${record}, whose domestic postage is ${order.domestic_yen} yen,`),
  ]);
  const payments = byRef(txns);
  for (const o of (await books.orders()).values()) {
    if (o.kind === 'auction' && o.domestic_yen > 0) problems.push(unlessCount(`order ${o.id} (won auction, ${o.domestic_yen} yen postage)`, payments.get(o.id) ?? [], 1, 'postage payments'));
  }
  return problems;
}

/**
 * Refunds of an order: the whole order when it is cancelled or fails (its account back to the wallet,
 * points and promotions), once; or an accepted appeal's refund, named in the memo, of exactly what the
 * appeal says, made by a staff member, once.
 */
export async function checkOrderRefunds(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const appeals = await books.db.selectFrom('appeals').select(['id', 'order_id', 'user_id', 'status', 'refund_yen']).orderBy('id').execute();
  const appealById = new Map(appeals.map((a) => [a.id, a]));
  const whole: BookedTxn[] = [];
  const byAppeal = new Map<number, BookedTxn[]>();
  const problems = await perOrder(txns, books, (t, order, record) => {
    const wallet = accounts.wallet(order.user_id);
    const appealId = appealOfMemo(t.memo);
    if (appealId === null) {
      whole.push(t);
      return [
        refundedStates.has(order.state) ? null : `${txnName(t)} refunds ${record}, which is not cancelled or failed`,
        unlessOnly(t, (e) => e.account === accounts.order(order.id) || e.account === (e.currency === 'PT' ? accounts.points(order.user_id) : wallet) || (e.currency === 'JPY' && e.account === accounts.promotions), 'a refund of an order'),
      ];
    }
    const appeal = appealById.get(appealId);
    if (!appeal) return [missing(t, `the appeal of its memo "${t.memo}"`)];
    const forAppeal = byAppeal.get(appeal.id);
    if (forAppeal) forAppeal.push(t);
    else byAppeal.set(appeal.id, [t]);
    return [
      appeal.order_id === order.id ? null : `${txnName(t)} refunds appeal ${appeal.id}, which is about order ${appeal.order_id}`,
      otherShopper(t, `appeal ${appeal.id}`, appeal.user_id),
      appeal.status === 'accepted' ? null : `${txnName(t)} refunds appeal ${appeal.id}, which is ${appeal.status}, not accepted`,
      amountIn(t, wallet) === appeal.refund_yen ? null : `${txnName(t)} gives ${amountIn(t, wallet)} yen back but appeal ${appeal.id} accepted a refund of ${appeal.refund_yen ?? 0}`,
      unlessOnly(t, (e) => e.currency === 'JPY' && [accounts.order(order.id), accounts.adjustments, wallet].includes(e.account), 'an appeal refund'),
      t.createdBy === null ? `${txnName(t)} refunds appeal ${appeal.id} but names no staff member who made it` : null,
    ];
  });
  const refunds = byRef(whole);
  for (const o of (await books.orders()).values()) {
    if (refundedStates.has(o.state)) problems.push(unlessCount(`order ${o.id} (${o.state})`, refunds.get(o.id) ?? [], 1, 'refunds'));
  }
  for (const a of appeals) {
    if (a.status === 'accepted' && (a.refund_yen ?? 0) > 0) problems.push(unlessCount(`appeal ${a.id} (accepted, ${a.refund_yen} yen)`, byAppeal.get(a.id) ?? [], 1, 'refunds'));
  }
  return problems;
}

/** Anybuy's new price accepted (transition.ts settlePrice): the difference between wallet and order, once per acceptance. */
export async function checkSettlements(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const problems = await perOrder(txns, books, (t, order, record) => [
    order.kind === 'anybuy' ? null : `${txnName(t)} settles a new price of ${record}, which is not an anybuy order`,
    unlessOnly(t, (e) => e.currency === 'JPY' && (e.account === accounts.wallet(order.user_id) || e.account === accounts.order(order.id)), 'a settled price'),
  ]);
  const accepting = effectActions('settlePrice').map(([action]) => action);
  const events = await books.db
    .selectFrom('order_events')
    .select(['order_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('action', 'in', accepting)
    .groupBy('order_id')
    .execute();
  const settlements = byRef(txns);
  const accepted = new Map(events.map((e) => [e.order_id, Number(e.n)]));
  for (const orderId of new Set([...accepted.keys(), ...[...settlements.keys()].filter((id): id is number => id !== null)])) {
    problems.push(unlessCount(`order ${orderId}`, settlements.get(orderId) ?? [], accepted.get(orderId) ?? 0, 'settlements for its accepted prices'));
  }
  return problems;
}

/** Points earned when an order completes (transition.ts earnPoints): from pointsIssued to the shopper, once. */
export async function checkEarnedPoints(txns: readonly BookedTxn[], books: Books): Promise<(string | null)[]> {
  const problems = await perOrder(txns, books, (t, order, record) => [
    earnedStates.has(order.state) ? null : `${txnName(t)} gives points for ${record}, which is not completed`,
    unlessOnly(t, (e) => e.currency === 'PT' && (e.account === accounts.pointsIssued || e.account === accounts.points(order.user_id)), 'points earned on an order'),
    amountIn(t, accounts.points(order.user_id), 'PT') >= 0 ? null : `${txnName(t)} takes points from the shopper instead of giving them`,
  ]);
  const earned = byRef(txns);
  for (const o of (await books.orders()).values()) {
    if (earnedStates.has(o.state)) problems.push(unlessCount(`order ${o.id} (${o.state})`, earned.get(o.id) ?? [], 1, 'points credits'));
  }
  return problems;
}
