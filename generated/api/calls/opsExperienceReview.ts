// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.ExperienceReview (staff only) — approves a pending submission (photos published, points credited once, the shopper told) or rejects it with a reason; marks an approved contest entry a winner (the bigger prize, once); audited */
export const opsExperienceReview = (params: OperationParams<'Sig.Ops.ExperienceReview'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.ExperienceReview', method: 'POST', style: 'query', retry: false }, params, options);
