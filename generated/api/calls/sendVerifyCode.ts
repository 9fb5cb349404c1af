// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.SendVerifyCode — mails a new code for the caller's own password reset (its reset attempt cookie) or unfinished registration (its sign-up attempt cookie), which voids only that attempt's older codes; counted per attempt and per address, never per email; answers the same whether or not anything was mailed */
export const sendVerifyCode = (params: OperationParams<'Sig.Front.AppApi.SendVerifyCode'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.SendVerifyCode', method: 'POST', style: 'query', retry: false }, params, options);
