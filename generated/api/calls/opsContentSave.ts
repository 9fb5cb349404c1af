// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.ContentSave (staff only) — creates (no id) or replaces a piece and its texts; the Markdown bodies are rendered and sanitised here; audited */
export const opsContentSave = (params: OperationParams<'Sig.Ops.ContentSave'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.ContentSave', method: 'POST', style: 'query', retry: false }, params, options);
