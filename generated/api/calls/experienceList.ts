// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.Experience.List — approved hauls, newest first or hot (most liked), optionally of one marketplace */
export const experienceList = (params: OperationParams<'Sig.Front.Experience.List'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.Experience.List', method: 'GET', style: 'query', retry: true }, params, options);
