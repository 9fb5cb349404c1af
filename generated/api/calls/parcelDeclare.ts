// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppParcel.Declare (login required) — saves the customs declaration of a parcel not yet shipped, one line per order; a line valued below what was paid needs a reason (400 naming the line); answers a staff query */
export const parcelDeclare = (params: OperationParams<'Sig.Front.User.AppParcel.Declare'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.Declare', method: 'POST', style: 'query', retry: false }, params, options);
