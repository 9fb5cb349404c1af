// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.SubSite.AppRakuten.Comments */
export const rakutenComments = (params: OperationParams<'Sig.Front.SubSite.AppRakuten.Comments'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.SubSite.AppRakuten.Comments', method: 'GET', style: 'query', retry: true }, params, options);
