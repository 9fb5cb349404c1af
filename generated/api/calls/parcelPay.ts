// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppParcel.Pay (login required) — pays the parcel's postage, insurance, consolidation, options and storage fees from the wallet; the same key pays once; a total other than expectedYen (the one the page showed) is refused with the new total, nothing charged */
export const parcelPay = (params: OperationParams<'Sig.Front.User.AppParcel.Pay'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.Pay', method: 'POST', style: 'query', retry: false }, params, options);
