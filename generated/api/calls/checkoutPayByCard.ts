// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppCheckout.PayByCard (login required) — pays for cart lines with a card, for the wallet's shortfall or the whole amount (cardPays); the card tops the wallet up by exactly cardYen and the credit pays the checkout, at once or after 3-D Secure; the same key charges once; a cardYen or expectedYen other than the server's is refused with the new one, nothing charged */
export const checkoutPayByCard = (params: OperationParams<'Sig.Front.User.AppCheckout.PayByCard'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCheckout.PayByCard', method: 'POST', style: 'query', retry: false }, params, options);
