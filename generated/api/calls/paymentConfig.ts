// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.Front.PaymentConfig — the card gateway's public key and token address (test or live), for the recharge page's card form */
export const paymentConfig = (options?: CallOptions) =>
  call({ name: 'Sig.Front.Front.PaymentConfig', method: 'GET', style: 'query', retry: true }, {}, options);
