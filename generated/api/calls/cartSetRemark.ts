// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppCart.SetRemark (login required) — the shopper's note to our buyers for one line (empty clears it) */
export const cartSetRemark = (params: OperationParams<'Sig.Front.User.AppCart.SetRemark'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCart.SetRemark', method: 'POST', style: 'query', retry: false }, params, options);
