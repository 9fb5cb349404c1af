// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppAuction.Quota (login required) — the bidding quota (the centres' quota page) from the wallet and the holds in the ledger */
export const biddingQuota = (params: OperationParams<'Sig.Front.User.AppAuction.Quota'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAuction.Quota', method: 'GET', style: 'query', retry: true }, params, options);
