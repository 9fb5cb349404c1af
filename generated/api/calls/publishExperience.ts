// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.Experience.Publish (login required) — submits a haul of the caller's delivered or completed order (once per order), an outside post (link and screenshot) or this month's contest entry (once a month); pending until staff review it */
export const publishExperience = (params: OperationParams<'Sig.Front.User.Experience.Publish'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.Experience.Publish', method: 'POST', style: 'query', retry: false }, params, options);
