// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppAuction.Bid (login required) — sets the shopper's maximum (proxy bid) and holds it plus the fee; a maximum under the next valid amount is refused (400, data.nextBidYen), a hold over the bidding quota (409, data.remainingYen), each with nothing changed; the same key answers the same bid */
export const placeBid = (params: OperationParams<'Sig.Front.User.AppAuction.Bid'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAuction.Bid', method: 'POST', style: 'query', retry: false }, params, options);
