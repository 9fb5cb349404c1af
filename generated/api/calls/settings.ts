// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppUserSetting.Settings (login required) — the settings page (email, sign-in ways, what stops deletion) */
export const settings = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppUserSetting.Settings', method: 'GET', style: 'query', retry: true }, {}, options);
