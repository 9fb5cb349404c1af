// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Audit (staff only) — what staff did to an order or appeal, newest first */
export const opsAudit = (params: OperationParams<'Sig.Ops.Audit'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Audit', method: 'GET', style: 'query', retry: true }, params, options);
