// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppAddress.Create (login required) — adds an address (the first one, or one with makeDefault, becomes the default); answers its id and the list */
export const createAddress = (params: OperationParams<'Sig.Front.User.AppAddress.Create'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAddress.Create', method: 'POST', style: 'query', retry: false }, params, options);
