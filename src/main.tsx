import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';
import './styles/tokens.css';
import './styles/global.css';
import { followRouter } from './app/navigation/arriving';
import { createRouter } from './app/router';
import { prefetchScreenTables, screenOf } from './app/screen-of';
import type { ScreenKind } from '../generated/routes';
import { nextTask } from './lib/next-task';
import { queryClient } from './lib/query-client';
import { registerScreenLoader } from './lib/preload';

registerScreenLoader(async (kind) => {
  const screen = await screenOf(kind as ScreenKind);
  return Promise.all([screen.component(), screen.loader?.()]);
});
window.addEventListener('load', prefetchScreenTables, { once: true });

const root = document.getElementById('root')!;
const app = (router: DataRouter) => (
  followRouter(router),
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

// A page the server rendered (server/http/render.ts) is taken over as it is; any other is rendered here.
if (root.firstChild && document.getElementById('ssr-queries')) void import('./app/hydrate').then(({ hydratePage }) => hydratePage(root, app));
// In a task after the modules' own evaluation (the router ranks some 270 routes and starts the page's loaders)
// and as a transition, so that the first render is cut into pieces with the browser let in between: one
// task of half a second on a phone otherwise, all of it Lighthouse's blocking time. Nothing shows earlier
// either way (the screen appears once whole).
else
  void nextTask().then(() => {
    const router = createRouter();
    startTransition(() => createRoot(root).render(app(router)));
  });
