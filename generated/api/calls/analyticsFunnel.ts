// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Analytics.Funnel (staff only) — visitors who searched, opened an item, added to the cart and paid */
export const analyticsFunnel = (params: OperationParams<'Sig.Ops.Analytics.Funnel'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Analytics.Funnel', method: 'GET', style: 'query', retry: true }, params, options);
