import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/tokens.css';
import './styles/global.css';
import { restoreQueries, routerSettled, serverQueries } from './app/hydrate';
import { PageReady } from './app/PageReady';
import { createRouter } from './app/router';
import { prefetchAccountTable, screenOf } from './app/screen-of';
import type { ScreenKind } from '../generated/routes';
import { queryClient } from './lib/query-client';
import { setRenderTime } from './lib/render-time';
import { registerScreenLoader } from './lib/preload';

registerScreenLoader(async (kind) => {
  const screen = await screenOf(kind as ScreenKind);
  return Promise.all([screen.component(), screen.loader?.()]);
});
window.addEventListener('load', prefetchAccountTable, { once: true });

const root = document.getElementById('root')!;
const app = (router: ReturnType<typeof createRouter>) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <PageReady />
    </QueryClientProvider>
  </StrictMode>
);

const fromServer = serverQueries();
if (fromServer) {
  // A server-rendered page: its answers go into the cache, the router runs the page's loaders against them
  // (strings and code load, nothing is fetched again), and React takes over the markup as it is.
  restoreQueries(queryClient, fromServer);
  setRenderTime(fromServer.renderedAt ?? null);
  const address = location.pathname + location.search;
  const router = createRouter();
  void routerSettled(router).then(() => {
    const { pathname, search } = router.state.location;
    if (pathname + search === address) hydrateRoot(root, app(router));
    else {
      // The browser went elsewhere first (a redirect the server did not make): nothing to take over.
      root.replaceChildren();
      createRoot(root).render(app(router));
    }
  });
} else {
  createRoot(root).render(app(createRouter()));
}
