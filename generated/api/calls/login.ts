// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.Login — only wrong passwords count (constants.rateLimits.login); after constants.accounts.captchaAfterFailures of them the account also needs a solved captcha, never a lock-out; an address past its failures is refused (429) */
export const login = (params: OperationParams<'Sig.Front.AppApi.Login'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.Login', method: 'POST', style: 'query', retry: false }, params, options);
