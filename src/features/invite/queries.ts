import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/client';

// Keyed by login state: after logging in or out the page asks again instead of showing the other's answer.
export const inviteQuery = (loggedIn: boolean) =>
  queryOptions({ queryKey: ['invite', loggedIn], queryFn: () => api.inviteInfo({ silent: true }), staleTime: 0 });
