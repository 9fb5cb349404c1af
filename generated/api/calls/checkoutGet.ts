// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppCheckout.Get (login required) — one order set of the shopper (the pay success page) */
export const checkoutGet = (params: OperationParams<'Sig.Front.User.AppCheckout.Get'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCheckout.Get', method: 'GET', style: 'query', retry: true }, params, options);
