// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppWallet.History (login required) — the shopper's money movements, newest first, optionally of one kind */
export const walletHistory = (params: OperationParams<'Sig.Front.User.AppWallet.History'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppWallet.History', method: 'GET', style: 'query', retry: true }, params, options);
