// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppCollect.RemoveSeller (login required) */
export const uncollectSeller = (params: OperationParams<'Sig.Front.User.AppCollect.RemoveSeller'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCollect.RemoveSeller', method: 'POST', style: 'query', retry: false }, params, options);
