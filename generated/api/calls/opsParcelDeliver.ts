// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.ParcelDeliver (staff only) — marks a shipped parcel delivered; its orders move to delivered */
export const opsParcelDeliver = (params: OperationParams<'Sig.Ops.ParcelDeliver'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.ParcelDeliver', method: 'POST', style: 'query', retry: false }, params, options);
