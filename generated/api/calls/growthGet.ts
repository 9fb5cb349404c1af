// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppGrowth.Get (login required) — membership level and growth points computed from completed orders, with the levels and the history */
export const growthGet = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGrowth.Get', method: 'GET', style: 'query', retry: true }, {}, options);
