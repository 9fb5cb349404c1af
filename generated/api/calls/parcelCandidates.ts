// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppParcel.Candidates (login required) — the shopper's arrived orders that can be merged, with their storage (free until, fee per day, fees so far) */
export const parcelCandidates = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppParcel.Candidates', method: 'GET', style: 'query', retry: true }, {}, options);
