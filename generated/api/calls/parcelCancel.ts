// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppParcel.Cancel (login required) — unmerges an unpaid parcel; its orders go back to arrived */
export const parcelCancel = (params: OperationParams<'Sig.Front.User.AppParcel.Cancel'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.Cancel', method: 'POST', style: 'query', retry: false }, params, options);
