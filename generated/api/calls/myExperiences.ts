// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.Experience.Mine (login required) — the caller's submissions of one kind (all kinds when none), newest first, with their status, points or reason */
export const myExperiences = (params: OperationParams<'Sig.Front.User.Experience.Mine'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.Experience.Mine', method: 'GET', style: 'query', retry: true }, params, options);
