// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppInvite.Info — the logged-in shopper's invite code (made on first call), how many friends joined and how many rewards were credited; an anonymous visitor gets the reward only */
export const inviteInfo = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppInvite.Info', method: 'GET', style: 'query', retry: true }, {}, options);
