// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppOrder.Action (login required) — one of the shopper's own actions on the order page (cancel, acceptPrice, complete; merging and unmerging go through the AppParcel calls); answers the order as it is then */
export const orderAction = (params: OperationParams<'Sig.Front.User.AppOrder.Action'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppOrder.Action', method: 'POST', style: 'query', retry: false }, params, options);
