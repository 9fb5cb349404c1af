// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.SubSite.App.ApplyUnblockGoods (login required) */
export const applyUnblockGoods = (params: OperationParams<'Sig.Front.SubSite.App.ApplyUnblockGoods'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.SubSite.App.ApplyUnblockGoods', method: 'POST', style: 'query', retry: false }, params, options);
