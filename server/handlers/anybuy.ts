// Anybuy: buying one item by its link. The preview and the pay call price it like a cart line (same
// pricing, ledger and idempotency); the order starts in pendingPrice until staff confirm the price.
import { constants } from '../../generated/constants';
import { enforce } from '../accounts/rate-limit';
import { readShopPage } from '../anybuy/read-page';
import { anybuyItem } from '../checkout/items';
import { pay } from '../checkout/pay';
import { previewCheckout } from '../checkout/preview';
import { proxyFeeDiscountPercent } from '../personal/level';
import type { Handlers } from './types';

export const anybuyHandlers: Handlers<'Sig.Front.User.AppAnybuy.Preview' | 'Sig.Front.User.AppAnybuy.Create' | 'Sig.Front.User.AppAnybuy.ReadPage'> = {
  async 'Sig.Front.User.AppAnybuy.Preview'(ctx) {
    const { addressId, services, couponId, points, ...item } = ctx.params;
    const now = ctx.now();
    return previewCheckout(ctx.db, ctx.user.id, [await anybuyItem(ctx.db, item, now, await proxyFeeDiscountPercent(ctx.db, ctx.user.id))], { addressId, services, couponId, points }, now);
  },

  async 'Sig.Front.User.AppAnybuy.Create'(ctx) {
    const { addressId, services, couponId, points, idempotencyKey, expectedYen, ...item } = ctx.params;
    return pay(ctx, {
      userId: ctx.user.id, language: ctx.language, idempotencyKey, addressId, services, couponId, points, expectedYen,
      items: async (tx, now) => [await anybuyItem(tx, item, now, await proxyFeeDiscountPercent(tx, ctx.user.id))],
    });
  },

  async 'Sig.Front.User.AppAnybuy.ReadPage'(ctx) {
    // Each read is a request to another company's server made on the shopper's behalf: counted before it.
    await enforce(ctx.db, ctx.now(), [[`pageRead:${ctx.user.id}`, constants.rateLimits.pageRead.account]]);
    return readShopPage(ctx.config.pageReader, ctx.params.url);
  },
};
