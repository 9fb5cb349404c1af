// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.Experience.Like (login required) — likes (once) or unlikes an approved haul; answers its likes as they are then */
export const likeExperience = (params: OperationParams<'Sig.Front.User.Experience.Like'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.Experience.Like', method: 'POST', style: 'query', retry: false }, params, options);
