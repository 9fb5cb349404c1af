// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppMessage.SetMailChoice (login required) — mails messages of a kind or stops mailing them; a locked kind (money, security) is refused */
export const setMailChoice = (params: OperationParams<'Sig.Front.User.AppMessage.SetMailChoice'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppMessage.SetMailChoice', method: 'POST', style: 'query', retry: false }, params, options);
