// A new account's welcome coupon. Its title is the key `welcome`, which the storefront shows in the
// shopper's language (coupon titles that are not keys are shown as written).
import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants';
import type { Database } from '../db/types';

export const welcomeCouponTitle = 'welcome';
const dayMs = 86_400_000;

export async function giveWelcomeCoupon(tx: Kysely<Database>, userId: number, now: number): Promise<void> {
  const { amountYen, minSpendYen, validDays } = constants.coupons.welcome;
  await tx
    .insertInto('coupons')
    .values({ user_id: userId, title: welcomeCouponTitle, amount_yen: amountYen, min_spend_yen: minSpendYen, expires_at: now + validDays * dayMs, used_at: null, site: null, checkout_id: null })
    .execute();
}
