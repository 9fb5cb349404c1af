// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppSavedSearch.Pause (login required) — pauses (no matches recorded, no alerts) or resumes a saved search's alerts */
export const pauseSavedSearch = (params: OperationParams<'Sig.Front.User.AppSavedSearch.Pause'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppSavedSearch.Pause', method: 'POST', style: 'query', retry: false }, params, options);
