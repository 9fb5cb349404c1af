// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppWorkOrder.List (login required) — the shopper's tickets, newest activity first, optionally of one status */
export const workOrderList = (params: OperationParams<'Sig.Front.User.AppWorkOrder.List'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppWorkOrder.List', method: 'GET', style: 'query', retry: true }, params, options);
