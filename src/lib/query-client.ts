import { QueryClient } from '@tanstack/react-query';

/** One cache for route loaders and components (ensureQueryData + useSuspenseQuery). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The call wrapper already retries what is safe to retry, once.
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
