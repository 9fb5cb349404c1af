// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppMessage.MailChoices (login required) — per kind of message, whether it is also mailed */
export const mailChoices = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppMessage.MailChoices', method: 'GET', style: 'query', retry: true }, {}, options);
