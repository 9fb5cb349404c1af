// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';

/** GET Sig.Front.Front.WidgetConfig — which captcha and social-login implementations the page loads, and their public keys */
export const widgetConfig = (options?: CallOptions) =>
  call({ name: 'Sig.Front.Front.WidgetConfig', method: 'GET', style: 'query', retry: true }, {}, options);
