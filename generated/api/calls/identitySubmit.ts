// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppIdentity.Submit (login required) — submits the legal name and ID number for a destination's customs, checked (format and check digit) and stored encrypted; it waits for staff review */
export const identitySubmit = (params: OperationParams<'Sig.Front.User.AppIdentity.Submit'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppIdentity.Submit', method: 'POST', style: 'query', retry: false }, params, options);
