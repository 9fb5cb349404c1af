// Taking over a server-rendered page, in a chunk of its own: the home page (rendered in the browser) never
// loads it.
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { type ReactNode, createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { hydrationReady } from '../lib/before-hydration';
import { nextTask } from '../lib/next-task';
import { queryClient } from '../lib/query-client';
import { setRenderTime } from '../lib/render-time';
import { PageReady } from './PageReady';
import { createRouter } from './router';

type ServerState = DehydratedState & { renderedAt?: number };

/**
 * Puts the server's answers in the cache as they were (with their time), so the screens hydrate from them
 * and nothing is asked again while they are fresh. Only settled answers are sent, so this is the whole of
 * TanStack's hydrate() that the page needs.
 */
function restoreQueries(client: QueryClient, state: ServerState): void {
  const cache = client.getQueryCache();
  for (const query of state.queries) {
    if (!cache.get(query.queryHash)) cache.build(client, { queryKey: query.queryKey, queryHash: query.queryHash }, query.state);
  }
}

/** Resolves once the router has run the first page's loaders and loaded its code (nothing left to suspend on). */
function routerSettled(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
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

/**
 * The page's answers go into the cache (from JSON, which the page's script policy allows: no inline script
 * runs), the router runs the page's loaders against them (strings and code load, nothing is fetched again),
 * and React takes over the markup as it is.
 */
export async function hydratePage(root: HTMLElement, app: (router: DataRouter) => ReactNode): Promise<void> {
  let state: ServerState | null = null;
  try {
    state = JSON.parse(document.getElementById('ssr-queries')?.textContent ?? 'null') as ServerState | null;
  } catch {
    // Rendered in the browser below.
  }
  if (state) {
    restoreQueries(queryClient, state);
    setRenderTime(state.renderedAt ?? null);
  }
  const address = location.pathname + location.search;
  // The answers, the router's table of some 270 routes and the page's loaders are each a task of their own.
  await nextTask();
  const router = createRouter();
  await routerSettled(router);
  // The page's code is loaded by now, and with it whatever that code needs loaded before it renders.
  await hydrationReady();
  await nextTask();
  const { pathname, search } = router.state.location;
  if (state && pathname + search === address) {
    // As a transition, React yields to the browser between pieces of the page while it takes it over, so a
    // tap is answered during hydration instead of after one long task (Lighthouse's blocking time).
    startTransition(() => {
      hydrateRoot(root, createElement(PageReady, null, app(router)));
    });
  } else {
    // The browser went elsewhere first (a redirect the server did not make): nothing to take over.
    root.replaceChildren();
    createRoot(root).render(createElement(PageReady, null, app(router)));
  }
}
