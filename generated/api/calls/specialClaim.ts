// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppSpecial.Claim (login required) — claims a member-only offer as a coupon, once per shopper */
export const specialClaim = (params: OperationParams<'Sig.Front.User.AppSpecial.Claim'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppSpecial.Claim', method: 'POST', style: 'query', retry: false }, params, options);
