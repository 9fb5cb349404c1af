// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppAddress.Delete (login required) — removes one of the shopper's addresses; when it was the default, the newest remaining one becomes the default */
export const deleteAddress = (params: OperationParams<'Sig.Front.User.AppAddress.Delete'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAddress.Delete', method: 'POST', style: 'query', retry: false }, params, options);
