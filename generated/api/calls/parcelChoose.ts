// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppParcel.Choose (login required) — chooses the method, options and insurance of an unpaid parcel; answers it with the postage and total; insurance for a method that cannot be insured is refused */
export const parcelChoose = (params: OperationParams<'Sig.Front.User.AppParcel.Choose'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.Choose', method: 'POST', style: 'query', retry: false }, params, options);
