// Whether a coupon can pay towards these lines, and if not, why: the checkout page lists every coupon of
// the shopper with the reason, and the pay call refuses an unusable one with the same reason.
import type { Kysely } from 'kysely';
import type { CheckoutCoupon } from '../../generated/api/schemas';
import { isSiteId } from '../../generated/sites';
import type { Database } from '../db/types';
import { ApiFailure } from '../http/failure';
import { type CouponTerms, type PriceLine, couponBaseYen } from './pricing';

export type CouponReason = NonNullable<CheckoutCoupon['reason']>;

interface CouponRow {
  id: number;
  title: string;
  amount_yen: number;
  min_spend_yen: number;
  expires_at: number;
  used_at: number | null;
  site: string | null;
}

export function couponProblem(coupon: CouponRow, lines: readonly PriceLine[], now: number): CouponReason | null {
  if (coupon.used_at !== null) return 'used';
  if (coupon.expires_at <= now) return 'expired';
  if (coupon.site !== null && !lines.some((l) => l.site === coupon.site)) return 'site';
  if (couponBaseYen(coupon, lines) < coupon.min_spend_yen) return 'minSpend';
  return null;
}

export const termsOf = (coupon: CouponRow): CouponTerms => ({ amountYen: coupon.amount_yen, minSpendYen: coupon.min_spend_yen, site: coupon.site });

/** The shopper's coupons not yet used, soonest to expire first, each with why it cannot be used here. */
export async function couponsFor(db: Kysely<Database>, userId: number, lines: readonly PriceLine[], now: number): Promise<(CheckoutCoupon & { row: CouponRow })[]> {
  const rows = await db
    .selectFrom('coupons')
    .select(['id', 'title', 'amount_yen', 'min_spend_yen', 'expires_at', 'used_at', 'site'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const reason = couponProblem(row, lines, now);
    return {
      row,
      id: row.id,
      title: row.title,
      amountYen: row.amount_yen,
      minSpendYen: row.min_spend_yen,
      site: row.site !== null && isSiteId(row.site) ? row.site : null,
      expiresAt: new Date(row.expires_at).toISOString(),
      usable: reason === null,
      reason,
    };
  });
}

const refusals = { used: 'couponUsed', expired: 'couponExpired', site: 'couponOtherSite', minSpend: 'couponMinSpend' } as const;

/** The coupon as the pay call takes it: the shopper's own (else 404), usable for these lines (else 409 saying why). */
export async function couponForPay(db: Kysely<Database>, userId: number, couponId: number, lines: readonly PriceLine[], now: number): Promise<CouponRow> {
  const row = await db
    .selectFrom('coupons')
    .select(['id', 'title', 'amount_yen', 'min_spend_yen', 'expires_at', 'used_at', 'site'])
    .where('id', '=', couponId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'couponNotFound');
  const reason = couponProblem(row, lines, now);
  // Grouped digits, as every price the shopper sees (¥3,000, not ¥3000).
  if (reason) throw new ApiFailure(409, refusals[reason], { min: row.min_spend_yen.toLocaleString('en-US'), site: row.site ?? '' });
  return row;
}
