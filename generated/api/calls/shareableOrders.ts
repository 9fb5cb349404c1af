// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.Experience.Shareable (login required) — the shopper's delivered and completed orders, newest first, each with its haul if one was written */
export const shareableOrders = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.Experience.Shareable', method: 'GET', style: 'query', retry: true }, {}, options);
