// Checkout: buy notices, the itemised preview, the pay call and the order set it made (server/checkout).
import { recordEvent } from '../analytics/events';
import { cartGoods, readAgain } from '../catalog/read-again';
import { viewerOf } from '../catalog/recent-views';
import { constants } from '../../generated/constants';
import { cartItems } from '../checkout/items';
import { acceptedNotices, isNoticeKey } from '../checkout/notices';
import { checkoutCharge, pay, type PayRequest } from '../checkout/pay';
import { payByCard } from '../payments/charge';
import { previewCheckout } from '../checkout/preview';
import { checkoutResult, findCheckout } from '../checkout/result';
import { ApiFailure, badField } from '../http/failure';
import type { Handlers } from './types';

export const checkoutHandlers: Handlers<
  | 'Sig.Front.User.AppCheckout.AcceptNotice'
  | 'Sig.Front.User.AppCheckout.Notices'
  | 'Sig.Front.User.AppCheckout.Preview'
  | 'Sig.Front.User.AppCheckout.Pay'
  | 'Sig.Front.User.AppCheckout.PayByCard'
  | 'Sig.Front.User.AppCheckout.Get'
> = {
  async 'Sig.Front.User.AppCheckout.AcceptNotice'(ctx) {
    const { key } = ctx.params;
    if (!isNoticeKey(key)) throw badField('key');
    await ctx.db
      .insertInto('buy_notice_acceptances')
      .values({ user_id: ctx.user.id, notice_key: key, accepted_at: ctx.now() })
      .onConflict((oc) => oc.columns(['user_id', 'notice_key']).doNothing())
      .execute();
    return { accepted: await acceptedNotices(ctx.db, ctx.user.id) };
  },

  async 'Sig.Front.User.AppCheckout.Notices'(ctx) {
    return { accepted: await acceptedNotices(ctx.db, ctx.user.id) };
  },

  async 'Sig.Front.User.AppCheckout.Preview'(ctx) {
    const { lineIds, ...choices } = ctx.params;
    if (lineIds.length === 0) throw badField('lineIds');
    await readAgain(ctx, await cartGoods(ctx.db, ctx.user.id, lineIds), { maxAgeMs: constants.catalog.recheck.cartSeconds * 1000, onFailure: 'keep' });
    const now = ctx.now();
    const items = await cartItems(ctx.db, ctx.user.id, lineIds, now);
    return previewCheckout(ctx.db, ctx.user.id, items, choices, now);
  },

  async 'Sig.Front.User.AppCheckout.Pay'(ctx) {
    const { lineIds, addressId, services, couponId, points, idempotencyKey, expectedYen } = ctx.params;
    if (lineIds.length === 0) throw badField('lineIds');
    // Live goods are read now, before the transaction: a provider is never waited on while rows are locked.
    await readAgain(ctx, await cartGoods(ctx.db, ctx.user.id, lineIds), { maxAgeMs: 0, onFailure: 'refuse' });
    const result = await pay(ctx, {
      userId: ctx.user.id, language: ctx.language, idempotencyKey, addressId, services, couponId, points, expectedYen,
      items: (tx, now) => cartItems(tx, ctx.user.id, lineIds, now),
    });
    // A retried pay may log twice: the funnel counts visitors, not events.
    recordEvent(ctx, { kind: 'pay', visitor: viewerOf(ctx.user, ctx.deviceId) });
    return result;
  },

  async 'Sig.Front.User.AppCheckout.PayByCard'(ctx) {
    const { lineIds, addressId, services, couponId, points, idempotencyKey, expectedYen, cardPays, cardYen, token, cardId, returnUrl } = ctx.params;
    if (lineIds.length === 0) throw badField('lineIds');
    const userId = ctx.user.id;
    await readAgain(ctx, await cartGoods(ctx.db, userId, lineIds), { maxAgeMs: 0, onFailure: 'refuse' });
    const request: PayRequest = {
      userId, language: ctx.language, idempotencyKey, addressId, services, couponId, points, expectedYen,
      items: (tx, now) => cartItems(tx, userId, lineIds, now),
    };
    const answer = await payByCard(ctx, {
      userId, language: ctx.language, token, cardId, returnUrl, cardPays, cardYen,
      purpose: { kind: 'checkout', key: idempotencyKey, language: ctx.language, lineIds, addressId, serviceIds: services, couponId, points, expectedYen },
      due: async (tx, now) => {
        const { cashYen, walletYen } = await checkoutCharge(tx, ctx, request, now);
        return { totalYen: cashYen, walletYen };
      },
    });
    if (answer.purpose?.status === 'paid') recordEvent(ctx, { kind: 'pay', visitor: viewerOf(ctx.user, ctx.deviceId) });
    return answer;
  },

  async 'Sig.Front.User.AppCheckout.Get'(ctx) {
    const checkout = await findCheckout(ctx.db, ctx.user.id, { id: ctx.params.id });
    if (!checkout) throw new ApiFailure(404, 'checkoutNotFound');
    return checkoutResult(ctx.db, checkout);
  },
};
