// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Analytics.Searches (staff only) — the most searched keywords and the keywords that found nothing */
export const analyticsSearches = (params: OperationParams<'Sig.Ops.Analytics.Searches'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Analytics.Searches', method: 'GET', style: 'query', retry: true }, params, options);
