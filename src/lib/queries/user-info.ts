import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from '../../../generated/api/schemas';
import { api } from '../api/client';
import { queryClient } from '../query-client';
import { isLoggedIn } from '../session';

export const userInfoQuery = () =>
  queryOptions({ queryKey: ['userInfo'], queryFn: () => api.getUserInfo({ silent: true }), staleTime: 60_000 });

/** The logged-in shopper from the query cache (fetched once per visit); null for a guest or until it arrives. */
export function useUser() {
  const loggedIn = isLoggedIn();
  const query = useQuery({ ...userInfoQuery(), enabled: loggedIn });
  return { user: loggedIn ? (query.data ?? null) : null, error: query.error };
}

/** After any login (password, verified registration): keep the user, drop answers cached as a guest. */
export function rememberUser(user: UserInfo): void {
  queryClient.clear();
  queryClient.setQueryData(userInfoQuery().queryKey, user);
}
