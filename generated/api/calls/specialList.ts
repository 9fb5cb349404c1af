// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppSpecial.List (login required) — member-only offers, which the shopper's level reaches and which were claimed */
export const specialList = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppSpecial.List', method: 'GET', style: 'query', retry: true }, {}, options);
