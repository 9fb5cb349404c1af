// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppUserSetting.UpdateUserInfo (login required) — register/update and _updateChina; a new password needs the current one */
export const updateUserInfo = (params: OperationParams<'Sig.Front.User.AppUserSetting.UpdateUserInfo'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppUserSetting.UpdateUserInfo', method: 'POST', style: 'query', retry: false }, params, options);
