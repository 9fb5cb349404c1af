import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { currentLanguage } from '../../lib/i18n';
import { addSearchTerm } from '../../lib/search-history';
import { queryClient } from '../../lib/query-client';
import type { SearchParams } from './filters';
import { maxOf } from '../../lib/api/limits';

export const searchQuery = (params: SearchParams) =>
  queryOptions({
    // The keyword is also searched in Japanese as the shopper's language reads it: each language its answer.
    queryKey: ['search', params, currentLanguage()],
    queryFn: ({ signal }) => api.search(params, { signal, silent: true }),
    // The old results stay (dimmed) while a new filter loads, instead of the page jumping to skeletons.
    placeholderData: keepPreviousData,
  });

export const searchHistoryQuery = () =>
  queryOptions({ queryKey: ['searchHistory'], queryFn: () => api.searchHistory({ silent: true }), staleTime: 5 * 60_000 });

/** Spec §5 on the client at once, then the server's list (kept per account, else per device). */
export async function rememberSearch(term: string): Promise<void> {
  const key = searchHistoryQuery().queryKey;
  queryClient.setQueryData(key, (old) => (old ? { terms: [...addSearchTerm(old.terms, term)] } : old));
  try {
    queryClient.setQueryData(key, await api.addSearchHistory({ term: term.slice(0, maxOf('Sig.Front.User.AppSearch.AddHistory', 'term')) }, { silent: true }));
  } catch {
    // History is a convenience: a failed save must not disturb the search.
  }
}
