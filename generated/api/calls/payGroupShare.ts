// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.PayShare (login required) — pays what the caller owes the group (share of the postage and storage, less what they paid) from the wallet, once (the same key or a paid share answers as it is) */
export const payGroupShare = (params: OperationParams<'Sig.Front.User.AppGroup.PayShare'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.PayShare', method: 'POST', style: 'query', retry: false }, params, options);
