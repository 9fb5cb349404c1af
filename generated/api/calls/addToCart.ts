// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppCart.AddGoods (login required) — puts an item in the shopper's cart (refused while it is sold out, reserved or an auction); answers the new cart count */
export const addToCart = (params: OperationParams<'Sig.Front.User.AppCart.AddGoods'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCart.AddGoods', method: 'POST', style: 'query', retry: false }, params, options);
