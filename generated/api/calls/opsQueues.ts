// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Ops.Queues (staff only) — how many orders wait in each work queue */
export const opsQueues = (options?: CallOptions) =>
  call({ name: 'Sig.Ops.Queues', method: 'GET', style: 'query', retry: true }, {}, options);
