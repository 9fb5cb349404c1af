import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { isLoggedIn } from '../../lib/session';
import { inviteQuery } from './queries';

export const loader: RouteLoader = async () => {
  await Promise.all([loadNamespace('invite'), queryClient.ensureQueryData(inviteQuery(isLoggedIn()))]);
  return null;
};
