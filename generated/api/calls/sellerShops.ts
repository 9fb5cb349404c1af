// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.SubSite.App.SellerShops — a marketplace's shops or third-party sellers, largest first */
export const sellerShops = (params: OperationParams<'Sig.Front.SubSite.App.SellerShops'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.SubSite.App.SellerShops', method: 'GET', style: 'query', retry: true }, params, options);
