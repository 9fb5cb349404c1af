// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppParcel.Claim (login required) — reports the caller's shipped or delivered parcel lost or damaged, within constants.shipping.insurance.claimDays of shipping; one open claim per parcel */
export const parcelClaim = (params: OperationParams<'Sig.Front.User.AppParcel.Claim'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.Claim', method: 'POST', style: 'query', retry: false }, params, options);
