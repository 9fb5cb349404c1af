// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppParcel.Quote (login required) — every shipping method priced for the parcel's address from its chargeable weight (unavailable ones with the reason), and its options */
export const parcelQuote = (params: OperationParams<'Sig.Front.User.AppParcel.Quote'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.Quote', method: 'GET', style: 'query', retry: true }, params, options);
