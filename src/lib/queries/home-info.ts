import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { isLoggedIn } from '../session';

/**
 * Home info feeds the home page, the currency picker and empty pages. It depends on who is asking
 * (counts, recent views), so the login state is part of the key.
 */
export const homeInfoQuery = () =>
  queryOptions({
    queryKey: ['globalHomeInfo', isLoggedIn()],
    queryFn: () => api.globalHomeInfo(),
  });
