// A shopper's hold for one bid: the maximum plus its proxy fee moved from wallet:<u> to held:<u> in the
// ledger, and the bid row's held_yen kept equal to it, in the same transaction (so held:<u> is always the
// sum of the shopper's bids' held_yen: reconcile.ts checks it).
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect';
import type { AuctionBidRow, Database } from '../db/types';
import { accounts } from '../money/accounts';
import { lockUser, post } from '../money/ledger';
import type { Services } from '../services';

/** Moves a shopper's hold for one bid to `target` yen (wallet ⇄ held:<u>). */
export async function setHold(tx: Kysely<Database>, services: Services, bid: AuctionBidRow, target: number, now: number): Promise<void> {
  const delta = target - bid.held_yen;
  if (delta === 0 || bid.user_id === null) return;
  await post(
    tx,
    services.dialect,
    { kind: delta > 0 ? 'hold' : 'release', userId: bid.user_id, refType: 'auction', refId: bid.goods_id },
    [
      { account: accounts.wallet(bid.user_id), amount: -delta },
      { account: accounts.held(bid.user_id), amount: delta },
    ],
    now,
  );
  await tx
    .updateTable('auction_bids')
    .set({ held_yen: target, released_yen: bid.released_yen + Math.max(0, -delta), updated_at: now })
    .where('id', '=', bid.id)
    .execute();
}


/**
 * Locks every shopper a change of one auction may post for, in ascending id order, right after the
 * auction's own lock: a bid releases other bidders' holds, so without this two bids on two auctions by
 * the same two shoppers could each hold one shopper and wait for the other (PostgreSQL deadlock).
 */
export async function lockBidders(tx: Kysely<Database>, dialect: Dialect, userIds: readonly (number | null)[]): Promise<void> {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  for (const id of ids) await lockUser(tx, dialect, id);
}
