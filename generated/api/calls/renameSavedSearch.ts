// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppSavedSearch.Rename (login required) */
export const renameSavedSearch = (params: OperationParams<'Sig.Front.User.AppSavedSearch.Rename'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppSavedSearch.Rename', method: 'POST', style: 'query', retry: false }, params, options);
