// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Orders (staff only) — one queue's orders, oldest change first */
export const opsOrders = (params: OperationParams<'Sig.Ops.Orders'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Orders', method: 'GET', style: 'query', retry: true }, params, options);
