// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppParcel.Overview (login required) — the shopper's shipping at a glance (/personal/shipping) — orders in the warehouse with their storage, parcels to pay, parcels on their way, and a count of parcels in each state */
export const parcelOverview = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.Overview', method: 'GET', style: 'query', retry: true }, {}, options);
