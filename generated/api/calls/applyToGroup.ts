// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.Apply (login required) — asks to join a group taking applications and not full (409 groupFull otherwise); once — a rejected applicant may not apply again, a member who left may */
export const applyToGroup = (params: OperationParams<'Sig.Front.User.AppGroup.Apply'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.Apply', method: 'POST', style: 'query', retry: false }, params, options);
