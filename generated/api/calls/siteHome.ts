// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.SubSite.App.SiteHome — a marketplace's landing page - featured, newest and ending-soon goods and its shops */
export const siteHome = (params: OperationParams<'Sig.Front.SubSite.App.SiteHome'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.SubSite.App.SiteHome', method: 'GET', style: 'query', retry: true }, params, options);
