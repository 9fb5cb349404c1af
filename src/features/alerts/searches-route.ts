import { queryOptions } from '@tanstack/react-query';
import type { RouteLoader } from '../../app/route-loader';
import { api } from '../../lib/api/client';
import { loadNamespace } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';

// The page's queries live with its loader, one module the screen imports too: one chunk fewer for
// the route table every page's first load carries.
// The prefix 'savedSearches' is shared with the search page's "saved?" answers (features/search), so a
// change on either page refreshes both.
export const savedSearchesQuery = () => queryOptions({ queryKey: ['savedSearches', 'list'], queryFn: () => api.savedSearches(), staleTime: 0 });

export const savedSearchesChanged = () => queryClient.invalidateQueries({ queryKey: ['savedSearches'] });

export const loader: RouteLoader = async () => {
  await Promise.all([queryClient.ensureQueryData(savedSearchesQuery()), loadNamespace('alerts')]);
  return null;
};
