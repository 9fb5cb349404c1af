// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Ops.Parcels (staff only) — parcels to pack and ship (paid), to mark delivered (shipped), or with an open lost-or-damaged claim (claims), longest waiting first; merged and group parcels alike */
export const opsParcels = (params: OperationParams<'Sig.Ops.Parcels'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.Parcels', method: 'GET', style: 'query', retry: true }, params, options);
