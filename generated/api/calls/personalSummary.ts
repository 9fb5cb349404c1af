// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppPersonal.Summary (login required) — the personal centre hub's counts in one answer — orders per state, wallet, points, coupons, unread messages, warehouse, bids, identity and cards */
export const personalSummary = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppPersonal.Summary', method: 'GET', style: 'query', retry: true }, {}, options);
