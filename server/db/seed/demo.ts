// The demo shopper: a verified account with something in each home counter, so the storefront can be
// tried logged in right after `npm start`. Its password is random and printed once.
import type { Kysely } from 'kysely';
import { hashPassword } from '../../accounts/password';
import { randomToken } from '../../accounts/tokens';
import type { Database } from '../types';
import { seedHauls } from './hauls';

export const demoEmail = 'demo@example.com';
const day = 86_400_000;

export async function seedDemo(trx: Kysely<Database>, now: number): Promise<{ email: string; password: string } | null> {
  const existing = await trx.selectFrom('users').select('id').where('email', '=', demoEmail).executeTakeFirst();
  if (existing) return null;
  const password = randomToken().slice(0, 14);
  const user = await trx
    .insertInto('users')
    .values({
      email: demoEmail,
      password_hash: await hashPassword(password),
      nickname: 'Demo shopper',
      language: 'en',
      verified_at: now,
      signup_from: null,
      source: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = user.id;
  await trx.insertInto('coupons').values({ user_id: userId, title: 'Demo coupon', amount_yen: 500, min_spend_yen: 3_000, expires_at: now + 30 * day, used_at: null }).execute();
  // Two catalog goods on sale from two marketplaces, so the cart shows shops, prices now and checkout; none
  // when the catalog is empty (a line must name an item the cart can price).
  const forCart = [];
  for (const site of ['mercari', 'amazon']) {
    const item = await trx
      .selectFrom('goods')
      .innerJoin('sellers', 'sellers.id', 'goods.seller_id')
      .select(['goods.site', 'goods.external_id', 'goods.type', 'goods.url', 'goods.title', 'goods.image_url', 'goods.price_yen'])
      .where('goods.site', '=', site)
      .where('goods.listing_type', '=', 'fixed')
      .where('goods.sold_out_at', 'is', null)
      .where('goods.reserved_at', 'is', null)
      .where('goods.blocked_at', 'is', null)
      .where('sellers.blocked_at', 'is', null)
      .where('goods.price_yen', '<=', 20_000)
      .orderBy('goods.id')
      .limit(1)
      .executeTakeFirst();
    if (item) forCart.push({ user_id: userId, site: item.site, external_id: item.external_id, type: item.type, url: item.url, name: item.title, image_url: item.image_url, price_yen: item.price_yen, quantity: 1, created_at: now });
  }
  if (forCart.length > 0) await trx.insertInto('cart_items').values(forCart).execute();
  await trx
    .insertInto('messages')
    .values([
      { user_id: userId, title: 'Demo account', body: 'This account was made by the seed so the storefront can be tried logged in.', created_at: now - day, read_at: now - day },
      { user_id: userId, title: 'Coupon expiring', body: 'Your demo coupon expires in 30 days.', created_at: now, read_at: null },
    ])
    .execute();
  // Recently viewed: a few catalog goods from different marketplaces (none when the catalog is empty).
  const viewed = await trx.selectFrom('goods').select((eb) => eb.fn.min('id').as('id')).where('sold_out_at', 'is', null).groupBy('site').orderBy('site').limit(4).execute();
  if (viewed.length > 0) {
    await trx
      .insertInto('recent_views')
      .values(viewed.map((g, i) => ({ viewer: `u:${userId}`, user_id: userId, goods_id: g.id!, viewed_at: now - i * 3_600_000 })))
      .execute();
  }
  await seedHauls(trx, now, userId);
  return { email: demoEmail, password };
}
