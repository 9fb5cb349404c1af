// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.ResetPassword — uses up the reset code, sets the new password and ends every session of the account */
export const resetPassword = (params: OperationParams<'Sig.Front.AppApi.ResetPassword'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.ResetPassword', method: 'POST', style: 'query', retry: false }, params, options);
