// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppAnybuy.ReadPage (login required) — reads the item page at a pasted address of a shop on constants.anybuy.pageHosts through the guarded outbound client (server/outbound) and answers what the form prefills; an address it may not read is refused (400 naming why), a page that says nothing readable is 422; counted per shopper (constants.rateLimits.pageRead) */
export const anybuyReadPage = (params: OperationParams<'Sig.Front.User.AppAnybuy.ReadPage'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAnybuy.ReadPage', method: 'GET', style: 'query', retry: true }, params, options);
