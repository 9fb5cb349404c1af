// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Experiences (staff only) — submissions waiting for review (or already reviewed), oldest first */
export const opsExperiences = (params: OperationParams<'Sig.Ops.Experiences'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Experiences', method: 'GET', style: 'query', retry: true }, params, options);
