// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppParcel.Create (login required) — merges arrived orders into one parcel to an address, checked against the parcel limits; the orders move to merged */
export const parcelCreate = (params: OperationParams<'Sig.Front.User.AppParcel.Create'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.Create', method: 'POST', style: 'query', retry: false }, params, options);
