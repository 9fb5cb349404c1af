// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.ParcelShip (staff only) — ships a paid parcel with carrier and tracking number; its orders move to shipped; refused while its declaration is sent back to the shopper */
export const opsParcelShip = (params: OperationParams<'Sig.Ops.ParcelShip'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.ParcelShip', method: 'POST', style: 'query', retry: false }, params, options);
