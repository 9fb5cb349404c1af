// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppAuction.Won (login required) — a won auction's order and what is still due (the order's page, Yahoo's /mall/yahoo/pay/{id}); another shopper's order is 404, and so is another marketplace's win when site is given */
export const wonPayment = (params: OperationParams<'Sig.Front.User.AppAuction.Won'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAuction.Won', method: 'GET', style: 'query', retry: true }, params, options);
