// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Content (staff only) — one piece with its texts in every language it is written in */
export const opsContent = (params: OperationParams<'Sig.Ops.Content'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Content', method: 'GET', style: 'query', retry: true }, params, options);
