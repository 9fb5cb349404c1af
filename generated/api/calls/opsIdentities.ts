// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Ops.Identities (staff only) — identity verifications waiting for review, oldest first */
export const opsIdentities = (options?: CallOptions) =>
  call({ name: 'Sig.Ops.Identities', method: 'GET', style: 'query', retry: true }, {}, options);
