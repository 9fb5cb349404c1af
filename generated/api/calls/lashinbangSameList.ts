// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.SubSite.AppLashinbang.SameList — the same title stocked by other branches */
export const lashinbangSameList = (params: OperationParams<'Sig.Front.SubSite.AppLashinbang.SameList'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.SubSite.AppLashinbang.SameList', method: 'GET', style: 'query', retry: true }, params, options);
