// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppAuction.MyBids (login required) — the shopper's auctions in one view, most recent bid first, with the count of every view */
export const myBids = (params: OperationParams<'Sig.Front.User.AppAuction.MyBids'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAuction.MyBids', method: 'GET', style: 'query', retry: true }, params, options);
