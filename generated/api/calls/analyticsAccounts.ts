// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Analytics.Accounts (staff only) — accounts opened per day */
export const analyticsAccounts = (params: OperationParams<'Sig.Ops.Analytics.Accounts'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Analytics.Accounts', method: 'GET', style: 'query', retry: true }, params, options);
