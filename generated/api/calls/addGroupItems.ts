// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.AddItems (login required) — an approved member puts arrived orders on the list (each order moves arrived → merged) */
export const addGroupItems = (params: OperationParams<'Sig.Front.User.AppGroup.AddItems'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.AddItems', method: 'POST', style: 'query', retry: false }, params, options);
