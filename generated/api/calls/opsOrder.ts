// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Order (staff only) — an order with its shopper, events, photos, appeals, audit trail and the staff actions it allows now */
export const opsOrder = (params: OperationParams<'Sig.Ops.Order'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Order', method: 'GET', style: 'query', retry: true }, params, options);
