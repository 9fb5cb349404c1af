// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppWorkOrder.Create (login required) — opens a ticket, about one of the shopper's orders or none, with pictures uploaded for purpose workOrder; staff see it in their queue */
export const workOrderCreate = (params: OperationParams<'Sig.Front.User.AppWorkOrder.Create'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppWorkOrder.Create', method: 'POST', style: 'query', retry: false }, params, options);
