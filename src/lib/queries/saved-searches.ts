import { queryOptions } from '@tanstack/react-query';
import type { SavedQuery } from '../../../generated/api/schemas';
import { api } from '../api/client';
import { queryClient } from '../query-client';

// One prefix for the list and the search page's "saved?" answers, so a change anywhere refreshes both.
const root = 'savedSearches';

export const savedSearchesQuery = () => queryOptions({ queryKey: [root, 'list'], queryFn: () => api.savedSearches(), staleTime: 0 });

export const findSavedSearchQuery = (query: SavedQuery) =>
  queryOptions({ queryKey: [root, 'find', query], queryFn: () => api.findSavedSearch({ query }, { silent: true }) });

/** An alert's items, which the search page marks new. */
export const searchAlertQuery = (id: number) =>
  queryOptions({ queryKey: ['searchAlert', id], queryFn: () => api.searchAlert({ id }, { silent: true }), staleTime: Infinity });

export function savedSearchesChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [root] });
}
