// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppCollect.RemoveGoods (login required) */
export const uncollectGoods = (params: OperationParams<'Sig.Front.User.AppCollect.RemoveGoods'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCollect.RemoveGoods', method: 'POST', style: 'query', retry: false }, params, options);
