// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.WorkOrderReply (staff only) — staff answer a ticket (with pictures uploaded by staff for purpose workOrder); the shopper gets a message and a mail */
export const opsWorkOrderReply = (params: OperationParams<'Sig.Ops.WorkOrderReply'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.WorkOrderReply', method: 'POST', style: 'query', retry: false }, params, options);
