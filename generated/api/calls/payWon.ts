// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppAuction.PayWon (login required) — pays a won auction's domestic postage from the wallet and moves the order to paid; the same key (or an order already paid by it) answers the same, a key already used for another order or a bid is 409 with nothing paid; another marketplace's win is 404 when site is given */
export const payWon = (params: OperationParams<'Sig.Front.User.AppAuction.PayWon'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAuction.PayWon', method: 'POST', style: 'query', retry: false }, params, options);
