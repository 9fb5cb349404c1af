// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.Content.List — published articles, notices, activities or landing pages in the caller's language (else en); notices pinned first, then newest first */
export const contentList = (params: OperationParams<'Sig.Front.Content.List'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.Content.List', method: 'GET', style: 'query', retry: true }, params, options);
