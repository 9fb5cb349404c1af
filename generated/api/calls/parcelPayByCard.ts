// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppParcel.PayByCard (login required) — pays the parcel with a card, for the wallet's shortfall or the whole total (cardPays); the card tops the wallet up by exactly cardYen and the credit pays the parcel, at once or after 3-D Secure; the same key charges once */
export const parcelPayByCard = (params: OperationParams<'Sig.Front.User.AppParcel.PayByCard'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.PayByCard', method: 'POST', style: 'query', retry: false }, params, options);
