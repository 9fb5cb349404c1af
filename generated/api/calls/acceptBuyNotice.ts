// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppCheckout.AcceptNotice (login required) — records that the shopper accepted a marketplace's buy notice; answers every notice accepted */
export const acceptBuyNotice = (params: OperationParams<'Sig.Front.User.AppCheckout.AcceptNotice'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCheckout.AcceptNotice', method: 'POST', style: 'query', retry: false }, params, options);
