// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppWorkOrder.Get (login required) — one of the shopper's tickets with its conversation (another shopper's is 404) */
export const workOrderGet = (params: OperationParams<'Sig.Front.User.AppWorkOrder.Get'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppWorkOrder.Get', method: 'GET', style: 'query', retry: true }, params, options);
