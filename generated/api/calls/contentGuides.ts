// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.Content.Guides — the help centre's published guides grouped by topic, in the help-file language of the caller (spec §5) */
export const contentGuides = (options?: CallOptions) =>
  call({ name: 'Sig.Front.Content.Guides', method: 'GET', style: 'query', retry: true }, {}, options);
