// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppRecharge.Get (login required) — one recharge of the shopper, brought up to date with the gateway while it is not final, and the wallet balance */
export const getRecharge = (params: OperationParams<'Sig.Front.User.AppRecharge.Get'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppRecharge.Get', method: 'GET', style: 'query', retry: true }, params, options);
