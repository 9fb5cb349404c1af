// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.IdentityReview (staff only) — approves or rejects (with a reason) a pending identity verification, audited */
export const opsIdentityReview = (params: OperationParams<'Sig.Ops.IdentityReview'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.IdentityReview', method: 'POST', style: 'query', retry: false }, params, options);
