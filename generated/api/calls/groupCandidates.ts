// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppGroup.Candidates (login required) — the caller's arrived orders outside any parcel, which may go on a group's list */
export const groupCandidates = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.Candidates', method: 'GET', style: 'query', retry: true }, {}, options);
