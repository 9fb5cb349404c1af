// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.ResolveAppeal (staff only) — accepts (optionally refunding to the shopper's wallet) or rejects an open appeal, audited */
export const opsResolveAppeal = (params: OperationParams<'Sig.Ops.ResolveAppeal'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.ResolveAppeal', method: 'POST', style: 'query', retry: false }, params, options);
