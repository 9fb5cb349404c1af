// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.EndApplications (login required) — the leader stops taking applications now (the deadline moves to now) */
export const endGroupApplications = (params: OperationParams<'Sig.Front.User.AppGroup.EndApplications'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.EndApplications', method: 'POST', style: 'query', retry: false }, params, options);
