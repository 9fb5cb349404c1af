// The bidding quota: what new holds may take. Holds come out of the wallet, and the domestic postage still
// due on won auctions is paid from it too, so a new hold may take the wallet's available yen less that
// postage — of every marketplace, since one wallet pays them all — and no more: a bid never leaves a win
// unpaid. The centres' quota page shows it; a bid or buy-now that would take more is refused (bid.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import type { Services } from '../services';
import { closeDue } from './close';
import { domesticDueSql } from './won';

/** Won auctions whose order still waits for the seller's postage, and what that postage comes to (won.ts's rule, summed). */
export async function postageDue(db: Kysely<Database>, userId: number): Promise<{ count: number; yen: number }> {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('goods as g', (join) => join.onRef('g.site', '=', 'o.site').onRef('g.external_id', '=', 'o.external_id'))
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number | null>(domesticDueSql).as('yen'),
    ])
    .where('o.user_id', '=', userId)
    .where('o.kind', '=', 'auction')
    .where('o.state', '=', 'awaitingPayment')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), yen: Number(row.yen ?? 0) };
}

export interface Quota {
  depositYen: number;
  notPaid: { count: number; yen: number };
  remainingYen: number;
}

/** The wallet, the postage due and what is left for new holds (read under the shopper's lock when enforcing). */
export async function quotaOf(db: Kysely<Database>, userId: number): Promise<Quota> {
  const depositYen = await balance(db, accounts.wallet(userId));
  const notPaid = await postageDue(db, userId);
  return { depositYen, notPaid, remainingYen: Math.max(0, depositYen - notPaid.yen) };
}

/**
 * Closes the shopper's auctions that are past their end, as their pages do before they show them: a win
 * waiting for its close job is postage due already, and a lost bid's hold is back in the wallet.
 */
export async function closeMyDue(services: Services, userId: number): Promise<void> {
  const due = await services.db
    .selectFrom('auction_bids as b')
    .innerJoin('auctions as a', 'a.goods_id', 'b.goods_id')
    .select('a.goods_id')
    .where('b.user_id', '=', userId)
    .where('a.status', '=', 'running')
    .where('a.ends_at', '<=', services.now())
    .execute();
  await closeDue(services, due.map((d) => d.goods_id));
}
