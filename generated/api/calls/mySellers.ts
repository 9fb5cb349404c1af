// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppAuction.MySellers (login required) — the sellers of every auction the shopper bid on (the Yahoo centre's seller page), grouped on the server with how many auctions and wins each, most recent bid first, in pages */
export const mySellers = (params: OperationParams<'Sig.Front.User.AppAuction.MySellers'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAuction.MySellers', method: 'GET', style: 'query', retry: true }, params, options);
