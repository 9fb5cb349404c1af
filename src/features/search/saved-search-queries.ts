import { queryOptions } from '@tanstack/react-query';
import type { SavedQuery } from '../../../generated/api/schemas';
import { api } from '../../lib/api/client';
import { queryClient } from '../../lib/query-client';

// Saved-search answers share the key prefix 'savedSearches' with /personal/searches' list (its own
// queries file), so saving here refreshes that list too.
export const findSavedSearchQuery = (query: SavedQuery) =>
  queryOptions({ queryKey: ['savedSearches', 'find', query], queryFn: () => api.findSavedSearch({ query }, { silent: true }) });

/** An alert's items, which the search page marks new. */
export const searchAlertQuery = (id: number) =>
  queryOptions({ queryKey: ['searchAlert', id], queryFn: () => api.searchAlert({ id }, { silent: true }), staleTime: Infinity });

export const savedSearchesChanged = () => queryClient.invalidateQueries({ queryKey: ['savedSearches'] });
