// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppCheckout.Pay (login required) — pays for cart lines from the wallet, making one order per line; the same key answers the same order set; a charge other than expectedYen (the preview's cashYen the page showed) is refused with the new one, nothing charged */
export const checkoutPay = (params: OperationParams<'Sig.Front.User.AppCheckout.Pay'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCheckout.Pay', method: 'POST', style: 'query', retry: false }, params, options);
