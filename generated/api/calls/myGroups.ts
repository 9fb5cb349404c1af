// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppGroup.Mine (login required) — the groups the caller leads, belongs to or applied to, newest first, a page of constants.groups.pageSize at a time */
export const myGroups = (params: OperationParams<'Sig.Front.User.AppGroup.Mine'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.Mine', method: 'GET', style: 'query', retry: true }, params, options);
