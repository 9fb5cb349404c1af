import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '../../../generated/api/schemas';
import { useAppState } from '../../stores/app-state';
import { api } from '../api/client';
import { queryClient } from '../query-client';

export const userInfoQuery = () =>
  queryOptions({ queryKey: ['userInfo'], queryFn: () => api.getUserInfo({ silent: true }), staleTime: 60_000 });

/** After any login (password, verified registration): keep the user, drop answers cached as a guest. */
export function rememberUser(user: UserInfo): void {
  queryClient.clear();
  queryClient.setQueryData(userInfoQuery().queryKey, user);
  useAppState.setState({ userInfo: user });
}
