// What a process outside the server (the crash test, the checkout benchmark) sets up to buy through the
// real calls: goods that can be bought, and a shopper with money, an address and every buy notice accepted.
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { Dialect } from '../db/connect';
import type { Database } from '../db/types';
import { topUp } from './money-fixture';

/** Fixed-price goods on sale from sellers we buy from, oldest first. */
export function buyableGoods(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('goods')
    .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
    .select(['goods.site', 'goods.external_id'])
    .where('goods.listing_type', '=', 'fixed')
    .where('goods.sold_out_at', 'is', null)
    .where('goods.reserved_at', 'is', null)
    .where('goods.blocked_at', 'is', null)
    .where('sellers.blocked_at', 'is', null)
    .orderBy('goods.id')
    .limit(limit)
    .execute();
}

/** Funds the wallet as a card recharge books it, adds a default address and accepts every notice; answers the address id. */
export async function prepareBuyer(db: Kysely<Database>, dialect: Dialect, userId: number, walletYen: number): Promise<number> {
  const now = Date.now();
  await topUp(db, dialect, userId, walletYen, now);
  const address = await db
    .insertInto('addresses')
    .values({ user_id: userId, recipient: 'Ann Lee', phone: '+1 555 0100', country: 'US', postcode: '94105', region: 'CA', city: 'San Francisco', line1: '1 Market St', line2: null, is_default: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('buy_notice_acceptances')
    .values(Object.entries(constants.cart.buyNoticeVersions).map(([site, v]) => ({ user_id: userId, notice_key: `${site}@${v}`, accepted_at: now })))
    .execute();
  return address.id;
}
