// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.Front.CalcLandedCost — itemised landed cost of one parcel for each shipping method, with the reason a method is unavailable */
export const calcLandedCost = (params: OperationParams<'Sig.Front.Front.CalcLandedCost'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.Front.CalcLandedCost', method: 'GET', style: 'query', retry: true }, params, options);
