// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.ContentPreview (staff only) — the sanitised HTML of a Markdown body, as shoppers would see it; changes nothing */
export const opsContentPreview = (params: OperationParams<'Sig.Ops.ContentPreview'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.ContentPreview', method: 'POST', style: 'query', retry: true }, params, options);
