// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.Content.Get — one published piece by the key of its link ({code}-{id}, {id}, or a code alone); guides read the help file of the caller's language where there is one, else en (spec §5); unpublished, expired or unknown → 404 */
export const contentGet = (params: OperationParams<'Sig.Front.Content.Get'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.Content.Get', method: 'GET', style: 'query', retry: true }, params, options);
