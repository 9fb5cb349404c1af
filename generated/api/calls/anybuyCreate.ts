// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppAnybuy.Create (login required) — pays for one item bought by link; the order waits for staff to confirm the price; a charge other than expectedYen (the preview's cashYen the page showed) is refused with the new one, nothing charged */
export const anybuyCreate = (params: OperationParams<'Sig.Front.User.AppAnybuy.Create'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppAnybuy.Create', method: 'POST', style: 'query', retry: false }, params, options);
