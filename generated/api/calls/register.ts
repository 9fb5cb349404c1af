// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.AppApi.Register — starts a sign-up attempt once the captcha is passed (register, then _info, then _verification) — the password, nickname, language and invite chosen, kept with the hash of a secret the browser gets as an httpOnly cookie (constants.cookies.signup) — on a new or unverified account (which it does not change), and mails a code of that attempt; the browser's earlier attempt ends. Counted per address, never per email. An invite code (from /invite's link) is checked here and counts once the attempt is verified; an unknown code or the caller's own is refused. An email that already has a verified account is answered the same (a cookie too), changes nothing and its owner is mailed how to log in, so the form does not tell who is registered */
export const register = (params: OperationParams<'Sig.Front.AppApi.Register'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.AppApi.Register', method: 'POST', style: 'query', retry: false }, params, options);
