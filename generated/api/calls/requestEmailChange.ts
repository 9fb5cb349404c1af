// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppUserSetting.RequestEmailChange (login required) — mails a code to the new address; the email changes only when the code comes back. An address that has an account already is answered and shown pending the same, and mailed that it is taken instead of a code */
export const requestEmailChange = (params: OperationParams<'Sig.Front.User.AppUserSetting.RequestEmailChange'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppUserSetting.RequestEmailChange', method: 'POST', style: 'query', retry: false }, params, options);
