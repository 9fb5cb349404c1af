// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.ResetPassword — uses up the reset code, which works only beside the cookie of the attempt it was mailed for and once CheckVerifyCode has found it right there; sets the new password, ends every session and every reset attempt of the account. Any other code is refused like a wrong one */
export const resetPassword = (params: OperationParams<'Sig.Front.AppApi.ResetPassword'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.ResetPassword', method: 'POST', style: 'query', retry: false }, params, options);
