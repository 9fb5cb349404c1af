// The checkout page's figures: the same pricing the pay call charges, with the shopper's addresses, coupons
// (usable or why not), services, points and wallet, and the buy notices still to accept. Nothing is
// written; choices that no longer hold (a used coupon, more points than allowed) are shown, not refused.
import type { Kysely } from 'kysely';
import type { CheckoutPreview } from '../../generated/api/schemas';
import type { Database } from '../db/types';
import { ApiFailure, badField } from '../http/failure';
import { accounts } from '../money/accounts';
import { balance } from '../money/ledger';
import { addressOf, addressesOf } from './addresses';
import { couponsFor, termsOf } from './coupons';
import type { CheckoutItem } from './items';
import { acceptedNotices, missingNotices } from './notices';
import { isServiceId, priceOrders, quoteServices } from './pricing';

export interface CheckoutChoices {
  addressId?: number;
  services?: readonly string[];
  couponId?: number;
  points?: number;
}

export function checkServiceIds(ids: readonly string[]): string[] {
  if (!ids.every(isServiceId)) throw badField('services');
  return [...new Set(ids)];
}

export async function previewCheckout(db: Kysely<Database>, userId: number, items: readonly CheckoutItem[], choices: CheckoutChoices, now: number): Promise<CheckoutPreview> {
  const serviceIds = checkServiceIds(choices.services ?? []);
  const lines = items.map((i) => i.price);
  const [addresses, coupons, accepted, walletYen, pointsBalance] = await Promise.all([
    addressesOf(db, userId),
    couponsFor(db, userId, lines, now),
    acceptedNotices(db, userId),
    balance(db, accounts.wallet(userId), 'JPY'),
    balance(db, accounts.points(userId), 'PT'),
  ]);
  let address = addresses[0] ?? null;
  if (choices.addressId !== undefined) {
    address = addresses.find((a) => a.id === choices.addressId) ?? null;
    if (!address) throw new ApiFailure(404, 'addressNotFound');
  }
  let coupon = null;
  if (choices.couponId !== undefined) {
    const chosen = coupons.find((c) => c.id === choices.couponId);
    if (!chosen) throw new ApiFailure(404, 'couponNotFound');
    if (chosen.usable) coupon = chosen;
  }
  const services = quoteServices(lines);
  const usableServices = serviceIds.filter((id) => services.find((s) => s.id === id)?.available);
  const pricing = priceOrders({ lines, services: usableServices, coupon: coupon && termsOf(coupon.row), points: Math.min(choices.points ?? 0, pointsBalance) });
  const notices = missingNotices(items.map((i) => i.noticeSite), accepted);
  const shortfallYen = Math.max(0, pricing.cashYen - walletYen);
  const allOk = items.length > 0 && items.every((i) => i.status === 'ok');
  return {
    lines: items.map((item, i) => {
      const o = pricing.orders[i]!;
      return {
        lineId: item.lineId, site: item.order.site, title: item.order.title, imageUrl: item.order.image_url, quantity: item.price.quantity,
        unitPriceYen: item.price.priceYen, goodsYen: o.goodsYen, proxyFeeYen: o.proxyFeeYen, domesticYen: o.domesticYen, servicesYen: o.servicesYen,
        discountYen: o.discountYen, pointsUsed: o.pointsUsed, totalYen: o.totalYen, cashYen: o.cashYen, status: item.status,
      };
    }),
    goodsYen: pricing.goodsYen,
    proxyFeeYen: pricing.proxyFeeYen,
    domesticYen: pricing.domesticYen,
    servicesYen: pricing.servicesYen,
    discountYen: pricing.discountYen,
    pointsUsed: pricing.pointsUsed,
    pointsYen: pricing.pointsYen,
    totalYen: pricing.totalYen,
    cashYen: pricing.cashYen,
    walletYen: Math.max(0, walletYen),
    shortfallYen,
    pointsBalance: Math.max(0, pointsBalance),
    pointsMax: Math.min(pricing.pointsMax, Math.max(0, pointsBalance)),
    couponId: coupon?.id ?? null,
    addressId: address?.id ?? null,
    addresses: addresses.map(addressOf),
    coupons: coupons.map(({ row: _row, ...c }) => c),
    services: services.map((s) => ({ ...s })),
    notices,
    payable: allOk && address !== null && notices.length === 0 && shortfallYen === 0 && usableServices.length === serviceIds.length,
  };
}
