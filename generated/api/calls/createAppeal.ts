// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppAppeal.Create (login required) — an after-sales claim on a delivered order, within constants.orders.appealDays; one open per order */
export const createAppeal = (params: OperationParams<'Sig.Front.User.AppAppeal.Create'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAppeal.Create', method: 'POST', style: 'query', retry: false }, params, options);
