// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppCart.List (login required) — the cart grouped by shop, each line with its price then and now, fees, and what changed */
export const cartList = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCart.List', method: 'GET', style: 'query', retry: true }, {}, options);
