// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.ForgetPassword — starts a password reset of this browser once the captcha is passed (forget, then _info, then _verification) — the hash of a secret the browser gets as an httpOnly cookie (constants.cookies.reset) — and mails a code of that attempt when the email has a verified account; the browser's earlier reset ends, nobody else's codes are voided. Counted per address, never per email; answers the same (a cookie too) whether or not the account exists */
export const forgetPassword = (params: OperationParams<'Sig.Front.AppApi.ForgetPassword'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.ForgetPassword', method: 'POST', style: 'query', retry: false }, params, options);
