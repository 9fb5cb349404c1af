// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppOrder.List (login required) — the shopper's orders in one tab (group), newest first, with the count of every tab */
export const orderList = (params: OperationParams<'Sig.Front.User.AppOrder.List'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppOrder.List', method: 'GET', style: 'query', retry: true }, params, options);
