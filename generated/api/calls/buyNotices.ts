// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppCheckout.Notices (login required) — the buy notices the shopper has accepted */
export const buyNotices = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCheckout.Notices', method: 'GET', style: 'query', retry: true }, {}, options);
