// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.Close (login required) — the leader closes the list once applications are closed; one parcel priced by the method, shares by weight */
export const closeGroupList = (params: OperationParams<'Sig.Front.User.AppGroup.Close'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.Close', method: 'POST', style: 'query', retry: false }, params, options);
