// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.OrderAction (staff only) — moves the order by a staff action of spec/orders.yaml, audited; answers the order as it is now */
export const opsOrderAction = (params: OperationParams<'Sig.Ops.OrderAction'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.OrderAction', method: 'POST', style: 'query', retry: false }, params, options);
