// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppSavedSearch.Alert (login required) — one of the shopper's alerts and the items it named (the search page marks them new) */
export const searchAlert = (params: OperationParams<'Sig.Front.User.AppSavedSearch.Alert'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppSavedSearch.Alert', method: 'GET', style: 'query', retry: true }, params, options);
