// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppIdentity.Get (login required) — the shopper's identity verification (number masked but for its last 4) and the destinations whose customs ask for one */
export const identityGet = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppIdentity.Get', method: 'GET', style: 'query', retry: true }, {}, options);
