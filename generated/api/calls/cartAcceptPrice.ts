// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppCart.AcceptPrice (login required) — takes the catalog's new price for lines whose price changed */
export const cartAcceptPrice = (params: OperationParams<'Sig.Front.User.AppCart.AcceptPrice'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCart.AcceptPrice', method: 'POST', style: 'query', retry: false }, params, options);
