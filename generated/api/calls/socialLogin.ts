// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.SocialLogin — logs in by a linked provider account, or registers a new account for a provider email not yet known or only registered and never verified (those registrations end) */
export const socialLogin = (params: OperationParams<'Sig.Front.AppApi.SocialLogin'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.SocialLogin', method: 'POST', style: 'query', retry: false }, params, options);
