// Auctions the auction suites set up in the catalog: a copy of a seeded goods row of the marketplace with
// the figures a test needs (price, bids, end, buy-now, reserve, postage), under an id of its own.
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/types';
import { closeJobKey } from '../auctions/store';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { topUp } from './money-fixture';

export interface AuctionSpec {
  site?: 'yahoo' | 'mercari';
  externalId?: string;
  priceYen?: number;
  bidCount?: number;
  /** ms from now (a Mercari auction without bids ignores it: its first bid starts the clock). */
  endsInMs?: number;
  buyNowYen?: number | null;
  reserveYen?: number | null;
  shippingPayer?: 'seller' | 'buyer';
  domesticYen?: number | null;
}

let counter = 0;

export async function makeAuction(db: Kysely<Database>, spec: AuctionSpec = {}, now = Date.now()) {
  const site = spec.site ?? 'yahoo';
  const template = await db.selectFrom('goods').selectAll().where('site', '=', site).where('blocked_at', 'is', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const { id: _id, ...row } = template;
  const externalId = spec.externalId ?? `${site === 'yahoo' ? 't' : 'm'}${900000000 + process.pid * 1000 + ++counter}`;
  const ends = spec.endsInMs ?? 3 * 24 * 60 * 60_000;
  const { id } = await db
    .insertInto('goods')
    .values({
      ...row, external_id: externalId, url: `${template.url}#${externalId}`, listing_type: 'auction', price_yen: spec.priceYen ?? 1000,
      original_price_yen: null, discount_rate: null, bid_count: spec.bidCount ?? 0,
      // As in the catalog: none for a Mercari auction without bids (the goods table's check constraint).
      ends_at: site === 'mercari' && !spec.bidCount ? null : now + ends,
      buy_now_yen: spec.buyNowYen ?? null, reserve_yen: spec.reserveYen ?? null, shipping_payer: spec.shippingPayer ?? 'seller',
      domestic_shipping_yen: spec.domesticYen ?? null, sold_out_at: null, reserved_at: null, blocked_at: null, created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { goodsId: id, site, id: externalId };
}

export async function fund(db: Kysely<Database>, dialect: Dialect, userId: number, yen: number) {
  await topUp(db, dialect, userId, yen);
}

export async function moneyOf(db: Kysely<Database>, userId: number) {
  return { wallet: await balance(db, accounts.wallet(userId)), held: await balance(db, accounts.held(userId)) };
}

/**
 * Brings the auctions' end (the goods', the auction's and its close job's) to one moment, in one transaction
 * so that the close job never sees half of it: a test places its bids first, however long a busy machine
 * takes, and then lets the auctions end.
 */
export async function endTogether(db: Kysely<Database>, goodsIds: number[], endsAt: number) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('goods').set({ ends_at: endsAt }).where('id', 'in', goodsIds).execute();
    await trx.updateTable('auctions').set({ ends_at: endsAt, first_ends_at: endsAt }).where('goods_id', 'in', goodsIds).execute();
    await trx.updateTable('jobs').set({ due_at: endsAt }).where('key', 'in', goodsIds.map(closeJobKey)).where('done_at', 'is', null).execute();
  });
}
