// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppCheckout.Preview (login required) — the itemised first payment for cart lines with the chosen address, services, coupon and points, as the pay call would charge it */
export const checkoutPreview = (params: OperationParams<'Sig.Front.User.AppCheckout.Preview'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCheckout.Preview', method: 'GET', style: 'query', retry: true }, params, options);
