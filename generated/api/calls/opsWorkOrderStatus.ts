// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.WorkOrderStatus (staff only) — staff mark a ticket resolved or closed, or reopen it (awaitingStaff); audited */
export const opsWorkOrderStatus = (params: OperationParams<'Sig.Ops.WorkOrderStatus'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.WorkOrderStatus', method: 'POST', style: 'query', retry: false }, params, options);
