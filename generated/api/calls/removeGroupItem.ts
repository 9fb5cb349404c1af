// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.RemoveItem (login required) — takes one of the caller's orders off a list that is not closed (merged → arrived) */
export const removeGroupItem = (params: OperationParams<'Sig.Front.User.AppGroup.RemoveItem'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.RemoveItem', method: 'POST', style: 'query', retry: false }, params, options);
