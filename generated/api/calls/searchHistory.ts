// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppSearch.History — the shopper's recent search terms (per account, else per device), newest first */
export const searchHistory = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppSearch.History', method: 'GET', style: 'query', retry: true }, {}, options);
