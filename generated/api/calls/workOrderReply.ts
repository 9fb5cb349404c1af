// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppWorkOrder.Reply (login required) — the shopper answers on their ticket (not a closed one); it goes back to staff */
export const workOrderReply = (params: OperationParams<'Sig.Front.User.AppWorkOrder.Reply'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppWorkOrder.Reply', method: 'POST', style: 'query', retry: false }, params, options);
