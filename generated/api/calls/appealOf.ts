// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppAppeal.Get (login required) — the order's latest appeal (404 when there is none) */
export const appealOf = (params: OperationParams<'Sig.Front.User.AppAppeal.Get'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAppeal.Get', method: 'GET', style: 'query', retry: true }, params, options);
