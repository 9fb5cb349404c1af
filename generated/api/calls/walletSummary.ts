// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.User.AppWallet.Summary (login required) — wallet balance, points, yen held for bids and usable coupons, all from the ledger */
export const walletSummary = (options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppWallet.Summary', method: 'GET', style: 'query', retry: true }, {}, options);
