import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { currentLanguage } from '../i18n';
import { isLoggedIn } from '../session';

/**
 * Home info feeds the home page, the currency picker and empty pages. It depends on who is asking
 * (counts, recent views), so the login state is part of the key, and its campaigns and articles are in the
 * shopper's language, so the language is too.
 */
export const homeInfoQuery = () =>
  queryOptions({
    queryKey: ['globalHomeInfo', isLoggedIn(), currentLanguage()],
    queryFn: () => api.globalHomeInfo(),
  });
