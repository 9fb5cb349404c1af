// Generated from spec/api.yaml by `npm run gen` — do not edit.
// Change the spec and run `npm run gen`; `npm run gen:check` fails while this file is stale.
import { call } from '../call';
import type { CallOptions } from '../client';
import type { OperationParams } from '../operations';

/** POST Sig.Front.User.AppOrder.CommentSeller (login required) — rates the seller of a bought order, once */
export const commentSeller = (params: OperationParams<'Sig.Front.User.AppOrder.CommentSeller'>, options?: CallOptions) =>
  call({ name: 'Sig.Front.User.AppOrder.CommentSeller', method: 'POST', style: 'query', retry: false }, params, options);
