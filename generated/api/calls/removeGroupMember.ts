// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.RemoveMember (login required) — the leader removes a member who has not paid once the list is closed; their items go back to the warehouse and the parcel and every share are re-priced */
export const removeGroupMember = (params: OperationParams<'Sig.Front.User.AppGroup.RemoveMember'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.RemoveMember', method: 'POST', style: 'query', retry: false }, params, options);
