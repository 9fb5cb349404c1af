// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppCard.List (login required) — the shopper's saved cards (gateway tokens with brand, last 4 and expiry), the default first */
export const cardList = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCard.List', method: 'GET', style: 'query', retry: true }, {}, options);
