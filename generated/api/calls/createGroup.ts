// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.Create (login required) — opens a group shipping to one of the caller's addresses; the caller is its leader */
export const createGroup = (params: OperationParams<'Sig.Front.User.AppGroup.Create'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.Create', method: 'POST', style: 'query', retry: false }, params, options);
