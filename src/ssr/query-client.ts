// The server bundle's stand-in for src/lib/query-client.ts: `queryClient` is the current render's own cache.
import { QueryClient } from '@tanstack/react-query';
import { scopeOrNull } from './scope';

/** The same defaults as the browser's cache, so a hydrated answer stays fresh as long there. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

// Modules that subscribe to the cache when they load (to mirror counts into local storage) do so outside any
// render: they get a cache of their own that no render uses.
const outsideRenders = newQueryClient();

export const queryClient = new Proxy({} as QueryClient, {
  get(_target, key) {
    const client = scopeOrNull()?.queryClient ?? outsideRenders;
    const value = Reflect.get(client, key, client) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});
