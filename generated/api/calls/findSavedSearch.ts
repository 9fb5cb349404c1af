// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppSavedSearch.Find — whether the shopper has saved this search (the search page's button); null for a visitor */
export const findSavedSearch = (params: OperationParams<'Sig.Front.User.AppSavedSearch.Find'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppSavedSearch.Find', method: 'GET', style: 'query', retry: true }, params, options);
