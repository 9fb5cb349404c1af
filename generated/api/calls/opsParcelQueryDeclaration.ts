// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.ParcelQueryDeclaration (staff only) — sends a parcel's customs declaration back to the shopper with a note; the parcel cannot ship until they save it again */
export const opsParcelQueryDeclaration = (params: OperationParams<'Sig.Ops.ParcelQueryDeclaration'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.ParcelQueryDeclaration', method: 'POST', style: 'query', retry: false }, params, options);
