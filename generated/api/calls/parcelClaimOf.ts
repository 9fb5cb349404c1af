// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppParcel.ClaimOf (login required) — the parcel's latest claim, its cover and whether a claim can be made now */
export const parcelClaimOf = (params: OperationParams<'Sig.Front.User.AppParcel.ClaimOf'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.ClaimOf', method: 'GET', style: 'query', retry: true }, params, options);
