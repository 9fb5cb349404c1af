// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Contents (staff only) — every piece of content, drafts and expired ones too, of one kind or all, last changed first */
export const opsContents = (params: OperationParams<'Sig.Ops.Contents'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Contents', method: 'GET', style: 'query', retry: true }, params, options);
