// Auctions and bidding (issue 9): proxy bids with wallet holds, the shopper's bids and the won
// auction's payment. The rules and the money live in server/auctions/.
import { placeBid } from '../auctions/bid';
import { auctionGoods } from '../auctions/store';
import { auctionState, biddingQuota, myBids, mySellers } from '../auctions/views';
import { payWon, wonPayment } from '../auctions/won';
import type { Services } from '../services';
import type { Handlers } from './types';

async function bidAnswer(services: Services, userId: number, site: string, id: string, outcome: Awaited<ReturnType<typeof placeBid>>) {
  services.mailer.deliverLater(outcome.outboxIds);
  const goods = await auctionGoods(services.db, site, id);
  return { outcome: outcome.outcome, orderId: outcome.orderId, auction: await auctionState(services, goods, userId) };
}

export const auctionHandlers: Handlers<
  | 'Sig.Front.User.AppAuction.State'
  | 'Sig.Front.User.AppAuction.Bid'
  | 'Sig.Front.User.AppAuction.BuyNow'
  | 'Sig.Front.User.AppAuction.MyBids'
  | 'Sig.Front.User.AppAuction.MySellers'
  | 'Sig.Front.User.AppAuction.Quota'
  | 'Sig.Front.User.AppAuction.Won'
  | 'Sig.Front.User.AppAuction.PayWon'
> = {
  async 'Sig.Front.User.AppAuction.State'(ctx) {
    const goods = await auctionGoods(ctx.db, ctx.params.site, ctx.params.id);
    return auctionState(ctx, goods, ctx.user?.id ?? null);
  },
  async 'Sig.Front.User.AppAuction.Bid'(ctx) {
    const { site, id, maxYen, idempotencyKey } = ctx.params;
    const outcome = await placeBid(ctx, { userId: ctx.user.id, site, externalId: id, maxYen, idempotencyKey });
    return bidAnswer(ctx, ctx.user.id, site, id, outcome);
  },
  async 'Sig.Front.User.AppAuction.BuyNow'(ctx) {
    const { site, id, idempotencyKey } = ctx.params;
    const outcome = await placeBid(ctx, { userId: ctx.user.id, site, externalId: id, maxYen: null, idempotencyKey });
    return bidAnswer(ctx, ctx.user.id, site, id, outcome);
  },
  async 'Sig.Front.User.AppAuction.MyBids'(ctx) {
    return myBids(ctx, ctx.user.id, ctx.params.view ?? 'all', ctx.params.site, ctx.params.page ?? 1);
  },
  async 'Sig.Front.User.AppAuction.MySellers'(ctx) {
    return mySellers(ctx, ctx.user.id, ctx.params.site, ctx.params.page ?? 1);
  },
  async 'Sig.Front.User.AppAuction.Quota'(ctx) {
    return biddingQuota(ctx, ctx.user.id, ctx.params.site);
  },
  async 'Sig.Front.User.AppAuction.Won'(ctx) {
    return wonPayment(ctx.db, ctx.user.id, ctx.params.id, ctx.params.site);
  },
  async 'Sig.Front.User.AppAuction.PayWon'(ctx) {
    return payWon(ctx, ctx.user.id, ctx.params.id, ctx.params.idempotencyKey, ctx.params.site);
  },
};
