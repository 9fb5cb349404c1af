// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.Register — creates an unverified account and mails a code (register, then _info, then _verification) once the captcha is passed; an invite code (from /invite's link) records who invited the shopper, and an unknown code or the caller's own is refused. An email that already has a verified account is answered the same, changes nothing and its owner is mailed how to log in, so the form does not tell who is registered */
export const register = (params: OperationParams<'Sig.Front.AppApi.Register'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.Register', method: 'POST', style: 'query', retry: false }, params, options);
