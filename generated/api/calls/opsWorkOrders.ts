// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.WorkOrders (staff only) — the ticket queue; waiting on staff (open and awaitingStaff) longest waiting first, or one status */
export const opsWorkOrders = (params: OperationParams<'Sig.Ops.WorkOrders'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Ops.WorkOrders', method: 'GET', style: 'query', retry: true }, params, options);
