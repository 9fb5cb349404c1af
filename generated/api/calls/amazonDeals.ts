// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** GET Sig.Front.Content.AmazonDeals — discounted Amazon Japan goods still on sale, largest discount first (/discount/amazon) */
export const amazonDeals = (params: OperationParams<'Sig.Front.Content.AmazonDeals'> = {}, options?: CallOptions) =>
  call({ name: 'Sig.Front.Content.AmazonDeals', method: 'GET', style: 'query', retry: true }, params, options);
