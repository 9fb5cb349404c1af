// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.VerifyRegister — uses up the registration code, which works only beside the cookie of the attempt it was mailed for; the account takes that attempt's password, nickname, language and invite, is verified and logged in, and the email's other attempts end. A code without its attempt's cookie, of another attempt, or for an unknown or already verified email is refused like a wrong code; wrong codes count as in CheckVerifyCode, and past a few each try needs a solved captcha */
export const verifyRegister = (params: OperationParams<'Sig.Front.AppApi.VerifyRegister'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.VerifyRegister', method: 'POST', style: 'query', retry: false }, params, options);
