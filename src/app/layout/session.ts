import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { userInfoQuery } from '../../lib/queries/user-info';
import { api } from '../../lib/api/client';
import { ApiError } from '../../lib/api/transport';
import { clearLogin, isLoggedIn } from '../../lib/session';
import { useAppState } from '../../stores/app-state';
import { usePathTo } from '../../components/use-path-to';

/** The logged-in shopper, fetched once per visit; a 403 means the login is gone (spec §4). */
export function useCurrentUser() {
  const loggedIn = isLoggedIn();
  const query = useQuery({ ...userInfoQuery(), enabled: loggedIn });
  useEffect(() => {
    if (query.data) useAppState.setState({ userInfo: query.data });
    if (query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 401)) clearLogin();
  }, [query.data, query.error]);
  return loggedIn ? (query.data ?? null) : null;
}

/** Logs out on the server, forgets the login here, and goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  const pathTo = usePathTo();
  return async () => {
    try {
      await api.logoutAction({ silent: true });
    } finally {
      clearLogin();
      navigate(pathTo('login'));
    }
  };
}
