// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppGroup.Leave (login required) — a member who has paid nothing leaves; their items go back to the warehouse (arrived) and a closed list's parcel is re-priced; answers the group as the caller now sees it from outside */
export const leaveGroup = (params: OperationParams<'Sig.Front.User.AppGroup.Leave'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppGroup.Leave', method: 'POST', style: 'query', retry: false }, params, options);
