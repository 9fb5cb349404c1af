import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';

/**
 * The query cache a server-rendered page carries (server/http/render.ts writes it as JSON, which the page's
 * script policy allows; no inline script runs), or null for the browser-rendered shell.
 */
export type ServerState = DehydratedState & { renderedAt?: number };

export function serverQueries(): ServerState | null {
  const root = document.getElementById('root');
  const state = document.getElementById('ssr-queries');
  if (!root?.firstChild || !state?.textContent) return null;
  try {
    return JSON.parse(state.textContent) as ServerState;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers in the cache as they were (with their time), so the screens hydrate from them
 * and nothing is asked again while they are fresh. Only settled answers are sent, so this is the whole of
 * TanStack's hydrate() that the page needs, without its weight in the first load.
 */
export function restoreQueries(client: QueryClient, state: DehydratedState): void {
  const cache = client.getQueryCache();
  for (const query of state.queries) {
    if (!cache.get(query.queryHash)) cache.build(client, { queryKey: query.queryKey, queryHash: query.queryHash }, query.state);
  }
}

/** Resolves once the router has run the first page's loaders and loaded its code (nothing left to suspend on). */
export function routerSettled(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!settled()) return;
      stop();
      resolve();
    });
  });
}
