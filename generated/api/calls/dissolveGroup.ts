// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.Dissolve (login required) — the leader dissolves the group before its parcel ships; every item goes back to the warehouse and every payment back to the wallet; members are told by message and mail */
export const dissolveGroup = (params: OperationParams<'Sig.Front.User.AppGroup.Dissolve'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.Dissolve', method: 'POST', style: 'query', retry: false }, params, options);
