// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppAuction.State — one auction's price, bids, end time, buy-now, reserve met, next valid bid, rules and (logged in) the shopper's own bid and hold */
export const auctionState = (params: OperationParams<'Sig.Front.User.AppAuction.State'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAuction.State', method: 'GET', style: 'query', retry: true }, params, options);
