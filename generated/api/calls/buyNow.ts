// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppAuction.BuyNow (login required) — wins the auction at once at its buy-now price (holding price and fee, which become the order); the same key answers the same win */
export const buyNow = (params: OperationParams<'Sig.Front.User.AppAuction.BuyNow'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAuction.BuyNow', method: 'POST', style: 'query', retry: false }, params, options);
