// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.ForgetPassword — mails a reset code when the account exists; answers the same either way; needs a solved captcha */
export const forgetPassword = (params: OperationParams<'Sig.Front.AppApi.ForgetPassword'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.ForgetPassword', method: 'POST', style: 'query', retry: false }, params, options);
