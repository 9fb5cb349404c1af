// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppRecharge.Create (login required) — charges a card into the wallet, either a new card's token or one of the shopper's saved cards (exactly one of token and cardId); the same idempotency key answers the same recharge */
export const createRecharge = (params: OperationParams<'Sig.Front.User.AppRecharge.Create'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppRecharge.Create', method: 'POST', style: 'query', retry: false }, params, options);
