// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** POST Sig.Front.User.AppMessage.ReadAll (login required) */
export const readAllMessages = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppMessage.ReadAll', method: 'POST', style: 'query', retry: false }, {}, options);
