// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.SubSite.App.Categories — the category tree of the marketplaces without a category call of their own */
export const siteCategories = (params: OperationParams<'Sig.Front.SubSite.App.Categories'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.SubSite.App.Categories', method: 'GET', style: 'query', retry: true }, params, options);
