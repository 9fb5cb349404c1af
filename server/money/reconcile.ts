// Checks the books against the orders: run after a crash (`npm run ledger:check`) and by the money tests.
// Every problem is a sentence naming the row, so a failure says what to look at. Accounts are checked whole
// here; each transaction against the record that caused it in causes.ts.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import { guardedOwner } from './accounts';
import { Books } from './books';
import { checkCauses } from './causes';
import { refundedStates } from './cause-checks/orders';

export async function reconcile(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];

  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['txn_id', 'currency', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy(['txn_id', 'currency'])
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  for (const row of unbalanced) problems.push(`ledger transaction ${row.txn_id}: ${row.currency} entries sum to ${row.total}, not 0`);

  const balances = await db
    .selectFrom('ledger_entries')
    .select(['account', 'currency', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy(['account', 'currency'])
    .execute();
  const balanceOf = new Map(balances.map((b) => [`${b.account}/${b.currency}`, Number(b.total)]));
  for (const b of balances) {
    if (guardedOwner(b.account) !== null && Number(b.total) < 0) problems.push(`${b.account} is ${b.total} ${b.currency}, below zero`);
  }

  // Partial refunds (an accepted after-sales appeal) leave an order open with less in its account.
  const partialRefunds = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.txn_id')
    .select(['ledger_entries.account', (eb) => eb.fn.sum<number>('ledger_entries.amount').as('total')])
    .where('ledger_transactions.kind', '=', 'refund')
    .where('ledger_entries.account', 'like', 'order:%')
    .where('ledger_entries.currency', '=', 'JPY')
    .groupBy('ledger_entries.account')
    .execute();
  const refundedOf = new Map(partialRefunds.map((r) => [r.account, -Number(r.total)]));

  const books = await Books.read(db);
  const orders = [...(await books.orders()).values()];
  for (const order of orders) {
    const yen = balanceOf.get(`order:${order.id}/JPY`) ?? 0;
    const points = balanceOf.get(`order:${order.id}/PT`) ?? 0;
    // Orders whose money went back to the shopper: their account must be empty.
    if (refundedStates.has(order.state)) {
      if (yen !== 0 || points !== 0) problems.push(`order ${order.id} is ${order.state} but its account still holds ${yen} yen and ${points} points`);
      continue;
    }
    const total = order.price_yen * order.quantity + order.proxy_fee_yen + order.domestic_yen + order.services_yen;
    const refunded = refundedOf.get(`order:${order.id}`) ?? 0;
    if (yen + refunded !== total) problems.push(`order ${order.id} (${order.state}) costs ${total} yen but its account holds ${yen}${refunded ? ` after ${refunded} refunded` : ''}`);
    if (points !== order.points_used) problems.push(`order ${order.id} used ${order.points_used} points but its account holds ${points}`);
  }

  // A parcel's second payment sits in its own account: what a paid parcel charged, nothing before payment.
  const parcelsById = await books.parcels();
  for (const parcel of parcelsById.values()) {
    const yen = balanceOf.get(`parcel:${parcel.id}/JPY`) ?? 0;
    if (yen !== parcel.paid_yen) problems.push(`parcel ${parcel.id} (${parcel.state}) was paid ${parcel.paid_yen} yen but its account holds ${yen}`);
  }

  // A group's parcel is paid share by share: what its account holds is what its members have paid, net
  // of what went back to them (a re-pricing, a dissolved group).
  const groupPaid = await db
    .selectFrom('group_shares')
    .innerJoin('groups', 'groups.id', 'group_shares.group_id')
    .select(['groups.parcel_id', (eb) => eb.fn.sum<number>('group_shares.paid_yen').as('total')])
    .where('groups.parcel_id', 'is not', null)
    .groupBy('groups.parcel_id')
    .execute();
  for (const row of groupPaid) {
    const parcel = row.parcel_id === null ? undefined : parcelsById.get(row.parcel_id);
    if (parcel && Number(row.total) !== parcel.paid_yen) problems.push(`group parcel ${parcel.id}: its members paid ${row.total} yen net but the parcel says ${parcel.paid_yen}`);
  }

  const checkouts = await db.selectFrom('checkouts').select('id').orderBy('id').execute();
  const withOrders = new Set(orders.map((o) => o.checkout_id));
  for (const checkout of checkouts) if (!withOrders.has(checkout.id)) problems.push(`checkout ${checkout.id} has no orders`);

  // Bid holds: what held:<u> holds is exactly what the shopper's bids say they hold (server/auctions).
  const holds = await db
    .selectFrom('auction_bids')
    .select(['user_id', (eb) => eb.fn.sum<number>('held_yen').as('total')])
    .where('user_id', 'is not', null)
    .groupBy('user_id')
    .execute();
  const heldByBids = new Map(holds.map((h) => [`held:${h.user_id}`, Number(h.total)]));
  for (const b of balances) if (b.account.startsWith('held:') && b.currency === 'JPY' && !heldByBids.has(b.account)) heldByBids.set(b.account, 0);
  for (const [account, bids] of heldByBids) {
    const ledger = balanceOf.get(`${account}/JPY`) ?? 0;
    if (ledger !== bids) problems.push(`${account} holds ${ledger} yen but the shopper's bids hold ${bids}`);
  }
  const doubleWins = await db
    .selectFrom('auction_bids')
    .select(['goods_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'won')
    .groupBy('goods_id')
    .having(sql`count(*)`, '>', 1)
    .execute();
  for (const w of doubleWins) problems.push(`auction ${w.goods_id} has ${w.n} winners`);
  problems.push(...(await checkCauses(books)));
  return problems;
}
