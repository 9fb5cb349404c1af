import type { RouteLoader } from '../../app/route-loader';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { isLoggedIn } from '../../lib/session';
import { inviteQuery } from './queries';

/** The invite page's data and strings; the register steps need only the strings (the invite code field). */
export const loader: RouteLoader = async (_args, meta) => {
  const data = meta.screen === 'invite' ? queryClient.ensureQueryData(inviteQuery(isLoggedIn())) : null;
  await Promise.all([loadNamespace('invite'), data]);
  return null;
};
