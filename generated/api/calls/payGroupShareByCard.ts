// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.PayShareByCard (login required) — pays what the caller owes the group with a card, for the wallet's shortfall or the whole (cardPays); the card tops the wallet up by exactly cardYen and the credit pays the share, at once or after 3-D Secure; the same key charges once */
export const payGroupShareByCard = (params: OperationParams<'Sig.Front.User.AppGroup.PayShareByCard'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.PayShareByCard', method: 'POST', style: 'query', retry: false }, params, options);
