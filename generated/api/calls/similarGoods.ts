// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppOrder.Similar (login required) — catalog goods like a failed or cancelled purchase, on the same marketplace */
export const similarGoods = (params: OperationParams<'Sig.Front.User.AppOrder.Similar'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppOrder.Similar', method: 'GET', style: 'query', retry: true }, params, options);
