// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Analytics.Refunds (staff only) — refunds (integer yen given back) and failed purchases per day */
export const analyticsRefunds = (params: OperationParams<'Sig.Ops.Analytics.Refunds'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Analytics.Refunds', method: 'GET', style: 'query', retry: true }, params, options);
