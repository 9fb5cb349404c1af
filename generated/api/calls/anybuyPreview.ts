// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.User.AppAnybuy.Preview (login required) — the first payment for one item bought by link, at the shopper's price (a known marketplace item at the catalog's) */
export const anybuyPreview = (params: OperationParams<'Sig.Front.User.AppAnybuy.Preview'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAnybuy.Preview', method: 'GET', style: 'query', retry: true }, params, options);
