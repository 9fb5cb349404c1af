// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.CheckVerifyCode — tells whether a code is right without using it up (the reset flow asks for the code first, and ResetPassword takes only a code checked here); a code only beside its attempt's cookie. Wrong codes count per email and purpose (unknown emails too, constants.rateLimits.code.failures); past constants.accounts.captchaAfterFailures each try needs a solved captcha, never a lock-out */
export const checkVerifyCode = (params: OperationParams<'Sig.Front.AppApi.CheckVerifyCode'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.CheckVerifyCode', method: 'POST', style: 'query', retry: false }, params, options);
