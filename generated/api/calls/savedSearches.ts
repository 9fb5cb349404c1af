// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppSavedSearch.List (login required) — the shopper's saved searches, newest first, with the limit */
export const savedSearches = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppSavedSearch.List', method: 'GET', style: 'query', retry: true }, {}, options);
