// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppCard.Add (login required) — saves a card from a token the browser got from the gateway (the gateway keeps the card; we keep its reference); a card number is refused; at most constants.personal.maxCards */
export const cardAdd = (params: OperationParams<'Sig.Front.User.AppCard.Add'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppCard.Add', method: 'POST', style: 'query', retry: false }, params, options);
