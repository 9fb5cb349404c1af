// Auctions and bidding (issue 9): the contract's handlers; the rules live in server/auctions/.
import { ApiFailure } from '../http/failure';
import type { Handlers } from './types';

const pending = async (): Promise<never> => {
  throw new ApiFailure(404, 'notFound');
};

export const auctionHandlers: Handlers<
  | 'Sig.Front.User.AppAuction.State'
  | 'Sig.Front.User.AppAuction.Bid'
  | 'Sig.Front.User.AppAuction.BuyNow'
  | 'Sig.Front.User.AppAuction.MyBids'
  | 'Sig.Front.User.AppAuction.Quota'
  | 'Sig.Front.User.AppAuction.Won'
  | 'Sig.Front.User.AppAuction.PayWon'
> = {
  'Sig.Front.User.AppAuction.State': pending,
  'Sig.Front.User.AppAuction.Bid': pending,
  'Sig.Front.User.AppAuction.BuyNow': pending,
  'Sig.Front.User.AppAuction.MyBids': pending,
  'Sig.Front.User.AppAuction.Quota': pending,
  'Sig.Front.User.AppAuction.Won': pending,
  'Sig.Front.User.AppAuction.PayWon': pending,
};
