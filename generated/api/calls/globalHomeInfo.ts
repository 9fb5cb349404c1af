// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.Front.GlobalHomeInfo */
export const globalHomeInfo = (options?: CallOptions) =>
  call({ name: 'Sig.Front.Front.GlobalHomeInfo', method: 'GET', style: 'query', retry: true }, {}, options);
