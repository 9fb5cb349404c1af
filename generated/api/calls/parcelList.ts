// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppParcel.List (login required) — the shopper's parcels, newest first */
export const parcelList = (params: OperationParams<'Sig.Front.User.AppParcel.List'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.List', method: 'GET', style: 'query', retry: true }, params, options);
