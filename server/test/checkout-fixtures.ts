// What the cart and checkout suites set up directly in the database: goods to buy, a shopper's id,
// an address, wallet money and points (posted through the ledger as a recharge or an award would be),
// coupons and accepted buy notices.
import { constants } from '../../generated/constants';
import { createApiClient } from '../../generated/api/client';
import type { SiteId } from '../../generated/sites';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { awardPoints, topUp } from './money-fixture';
import type { TestServer } from './harness';
import type { Shopper } from './shopper';

export const apiOf = (shopper: Shopper) => createApiClient(shopper.transport());

export function fixtures(server: () => TestServer) {
  const db = () => server().services.db;
  const taken: number[] = [];
  const now = Date.now();

  return {
    /** A fixed-price item on sale, each handed out once; `site` narrows the choice, `seller` picks one seller's. */
    async takeGoods(site?: SiteId, options: { maxPrice?: number; sellerId?: number } = {}) {
      let query = db()
        .selectFrom('goods')
        .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
        .select(['goods.id', 'goods.site', 'goods.external_id', 'goods.price_yen', 'goods.seller_id', 'goods.title', 'goods.shipping_payer', 'goods.domestic_shipping_yen', 'goods.weight_grams', 'sellers.official'])
        .where('goods.listing_type', '=', 'fixed')
        .where('goods.sold_out_at', 'is', null)
        .where('goods.reserved_at', 'is', null)
        .where('goods.blocked_at', 'is', null)
        .where('sellers.blocked_at', 'is', null);
      if (taken.length > 0) query = query.where('goods.id', 'not in', taken);
      if (site) query = query.where('goods.site', '=', site);
      if (options.maxPrice) query = query.where('goods.price_yen', '<=', options.maxPrice);
      if (options.sellerId) query = query.where('goods.seller_id', '=', options.sellerId);
      const row = await query.orderBy('goods.id').limit(1).executeTakeFirstOrThrow();
      taken.push(row.id);
      return { ...row, site: row.site as SiteId };
    },
    async userId(email: string) {
      return (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    },
    async address(userId: number, country = 'US') {
      const { id } = await db()
        .insertInto('addresses')
        .values({ user_id: userId, recipient: 'Ann Lee', phone: '+1 555 0100', country, postcode: '94105', region: 'CA', city: 'San Francisco', line1: '1 Market St', line2: null, is_default: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    /** Money in the wallet, as a card recharge books it: gateway −X, wallet +X. */
    fund: (userId: number, yen: number) => topUp(db(), server().services.dialect, userId, yen),
    givePoints: (userId: number, points: number) => awardPoints(db(), server().services.dialect, userId, points),
    wallet: (userId: number) => balance(db(), accounts.wallet(userId), 'JPY'),
    points: (userId: number) => balance(db(), accounts.points(userId), 'PT'),
    async coupon(userId: number, terms: { amountYen?: number; minSpendYen?: number; site?: string | null; expiresAt?: number; usedAt?: number | null } = {}) {
      const { id } = await db()
        .insertInto('coupons')
        .values({
          user_id: userId, title: 'Test coupon', amount_yen: terms.amountYen ?? 500, min_spend_yen: terms.minSpendYen ?? 0, site: terms.site ?? null,
          expires_at: terms.expiresAt ?? now + 86_400_000, used_at: terms.usedAt ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    /** Every marketplace's buy notice (and anybuy's) accepted, as the confirm page's dialog does. */
    async acceptAllNotices(userId: number) {
      const rows = Object.entries(constants.cart.buyNoticeVersions).map(([site, v]) => ({ user_id: userId, notice_key: `${site}@${v}`, accepted_at: now }));
      await db().insertInto('buy_notice_acceptances').values(rows).execute();
    },
    /** Cart line ids of the shopper, oldest first. */
    async lineIds(userId: number) {
      return (await db().selectFrom('cart_items').select('id').where('user_id', '=', userId).orderBy('id').execute()).map((r) => r.id);
    },
  };
}

/** A pay key as the confirm page makes one. */
export const newKey = () => `k${crypto.randomUUID().replaceAll('-', '')}`;
