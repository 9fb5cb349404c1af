// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppUserSetting.UnlinkSocial (login required) — refused while it is the account's only way to sign in (no password) */
export const unlinkSocial = (params: OperationParams<'Sig.Front.User.AppUserSetting.UnlinkSocial'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppUserSetting.UnlinkSocial', method: 'POST', style: 'query', retry: false }, params, options);
