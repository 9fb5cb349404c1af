// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.Experience.User — one shopper's public profile (nickname) and approved hauls, newest first; an unknown shopper is 404 */
export const experienceUser = (params: OperationParams<'Sig.Front.Experience.User'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.Experience.User', method: 'GET', style: 'query', retry: true }, params, options);
