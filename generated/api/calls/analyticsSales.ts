// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Analytics.Sales (staff only) — orders and what their first payment took (integer yen) per day and per marketplace */
export const analyticsSales = (params: OperationParams<'Sig.Ops.Analytics.Sales'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Analytics.Sales', method: 'GET', style: 'query', retry: true }, params, options);
