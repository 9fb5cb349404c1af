// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Ops.ParcelResolveClaim (staff only) — accepts (optionally refunding to the shopper's wallet, up to the claim's limit) or rejects an open parcel claim, audited; the shopper is told */
export const opsParcelResolveClaim = (params: OperationParams<'Sig.Ops.ParcelResolveClaim'>, options?: CallOptions) =>
  call({ name: 'Sig.Ops.ParcelResolveClaim', method: 'POST', style: 'query', retry: false }, params, options);
