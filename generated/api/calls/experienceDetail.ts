// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.Experience.Detail — one haul with its photos, the goods of its order and its likes; a pending or rejected one is 404 but to its author */
export const experienceDetail = (params: OperationParams<'Sig.Front.Experience.Detail'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.Experience.Detail', method: 'GET', style: 'query', retry: true }, params, options);
