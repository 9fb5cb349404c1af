// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppWorkOrder.Evaluate (login required) — rates a resolved or closed ticket 1 to 5 with an optional comment, once */
export const workOrderEvaluate = (params: OperationParams<'Sig.Front.User.AppWorkOrder.Evaluate'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppWorkOrder.Evaluate', method: 'POST', style: 'query', retry: false }, params, options);
