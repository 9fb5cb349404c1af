import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '../../lib/queries/user-info';
import { api } from '../../lib/api/client';
import { ApiError } from '../../lib/api/transport';
import { clearLogin } from '../../lib/session';
import { usePathTo } from '../../components/use-path-to';

/** The logged-in shopper, fetched once per visit; a 403 means the login is gone (spec §4). */
export function useCurrentUser() {
  const { user, error } = useUser();
  useEffect(() => {
    if (error instanceof ApiError && (error.status === 403 || error.status === 401)) clearLogin();
  }, [error]);
  return user;
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
