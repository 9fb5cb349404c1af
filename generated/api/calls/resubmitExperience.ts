// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.Experience.Resubmit (login required) — edits a rejected submission of the caller and sends it for review again */
export const resubmitExperience = (params: OperationParams<'Sig.Front.User.Experience.Resubmit'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.Experience.Resubmit', method: 'POST', style: 'query', retry: false }, params, options);
