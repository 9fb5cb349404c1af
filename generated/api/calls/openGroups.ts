// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppGroup.Open (login required) — groups taking applications, deadline soonest first, with the caller's application if any */
export const openGroups = (params: OperationParams<'Sig.Front.User.AppGroup.Open'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.Open', method: 'GET', style: 'query', retry: true }, params, options);
