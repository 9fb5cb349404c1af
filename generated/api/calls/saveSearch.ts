// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppSavedSearch.Save (login required) — saves the search as the address carries it (normalized; the same search again answers the one already saved); 409 beyond constants.savedSearches.maxPerShopper */
export const saveSearch = (params: OperationParams<'Sig.Front.User.AppSavedSearch.Save'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppSavedSearch.Save', method: 'POST', style: 'query', retry: false }, params, options);
