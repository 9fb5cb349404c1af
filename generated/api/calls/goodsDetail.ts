// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.SubSite.App.GoodsDetail — one item with its seller; records a recent view for the shopper (user or device) */
export const goodsDetail = (params: OperationParams<'Sig.Front.SubSite.App.GoodsDetail'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.SubSite.App.GoodsDetail', method: 'GET', style: 'query', retry: true }, params, options);
