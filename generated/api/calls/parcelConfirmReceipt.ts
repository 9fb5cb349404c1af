// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppParcel.ConfirmReceipt (login required) — the shopper confirms a shipped or delivered parcel arrived; in one transaction the parcel is delivered and received, and each of its orders delivered and completed (earning its points), told as one message; a parcel already received is refused (409), as is one not yet shipped */
export const parcelConfirmReceipt = (params: OperationParams<'Sig.Front.User.AppParcel.ConfirmReceipt'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.ConfirmReceipt', method: 'POST', style: 'query', retry: false }, params, options);
